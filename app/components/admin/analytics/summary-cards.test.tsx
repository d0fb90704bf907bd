import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AnalyticsReport } from "~/lib/analytics";
import { SummaryCards, Trend } from "./summary-cards";

const text = (html: string) => html.replace(/<[^>]+>/g, "|").replace(/\|+/g, "|");

describe("trend", () => {
  it("says up or down in words, not in colour alone", () => {
    const up = renderToStaticMarkup(<Trend percent={12} />);
    expect(text(up)).toContain("|▲ 12\u00a0%|12\u00a0% mehr als im Vorzeitraum|");
    expect(up).toContain("text-success");
    const down = renderToStaticMarkup(<Trend percent={-1234} />);
    expect(text(down)).toContain("|▼ 1.234\u00a0%|1.234\u00a0% weniger als im Vorzeitraum|");
    expect(down).toContain("text-destructive");
    expect(text(renderToStaticMarkup(<Trend percent={0} />))).toContain("Genauso viel wie im Vorzeitraum");
    expect(text(renderToStaticMarkup(<Trend percent={null} />))).toContain("|–|Kein Vergleich möglich");
  });
});

describe("summary cards", () => {
  it("compares visitors, views and pages per visitor with the previous period", () => {
    const report = {
      totals: { views: 12_345, visitors: 4_000 },
      previous: { from: "2026-10-01", to: "2026-10-30", totals: { views: 10_000, visitors: 5_000 }, days: [] },
    } as unknown as AnalyticsReport;
    const html = text(renderToStaticMarkup(<SummaryCards report={report} />));
    expect(html).toContain("|Besucher|4.000|Vorzeitraum: 5.000|▼ 20\u00a0%|");
    expect(html).toContain("|Seitenaufrufe|12.345|Vorzeitraum: 10.000|▲ 23\u00a0%|");
    // 3,09 against 2,0 pages per visitor: +54 %.
    expect(html).toContain("|Seiten pro Besucher|3,1|Vorzeitraum: 2,0|▲ 54\u00a0%|");
  });
});
