import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageModeBar } from "~/components/site/page-mode-bar";

describe("inline editor markers in the page mode bar", () => {
  it("only edit mode with a page carries the marker and the mount points; the JSON cannot end its script", () => {
    const html = renderToStaticMarkup(<PageModeBar mode="edit" published drafted={false} redirectTo={null} pageId={"</script><b>x"} />);
    expect(html).toContain('<script type="application/json" data-inline-editor="">{"pageId":"\\u003c/script>\\u003cb>x"}</script>');
    expect(html).toContain('data-inline-toolbar="" data-live-keep="inline-toolbar"');
    expect(html).toContain('data-inline-banner="" data-live-keep="inline-banner"');
    // Published without changes: the orange banner is there for the editor, but hidden.
    expect(html).toMatch(/<p role="status" data-inline-unpublished="drafted" hidden=""/);
    for (const mode of ["view", "preview"] as const) {
      const other = renderToStaticMarkup(<PageModeBar mode={mode} published redirectTo={null} pageId="abc" />);
      expect(other).not.toContain("data-inline");
      expect(other).not.toContain("<script");
    }
  });
});
