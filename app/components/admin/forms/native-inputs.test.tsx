import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HiddenFileInput, RadioChoice } from "./native-inputs";

describe("HiddenFileInput", () => {
  it("is hidden from sight only, and tied to the error line while there is one", () => {
    const quiet = renderToStaticMarkup(<HiddenFileInput ref={null} id="import-file" accept=".xml" label="WordPress-Export (XML)" errorId={null} disabled={false} onFiles={() => undefined} />);
    expect(quiet).toBe('<input id="import-file" type="file" accept=".xml" class="sr-only" aria-label="WordPress-Export (XML)"/>');
    const wrong = renderToStaticMarkup(<HiddenFileInput ref={null} id="import-file" accept=".xml" label="WordPress-Export (XML)" errorId="import-file-error" disabled onFiles={() => undefined} />);
    expect(wrong).toContain('aria-invalid="true" aria-describedby="import-file-error" disabled=""');
  });
});

describe("RadioChoice", () => {
  it("names the choice by its label and explains it under it", () => {
    const html = renderToStaticMarkup(<RadioChoice name="import-menu" value="keep" label="Menü behalten" hint="Das Menü dieser Website bleibt." checked onChange={() => undefined} />);
    expect(html).toBe('<label class="flex items-start gap-2 text-sm"><input type="radio" class="mt-1 accent-primary" name="import-menu" checked="" value="keep"/><span class="grid gap-0.5"><span>Menü behalten</span><span class="text-xs text-muted-foreground">Das Menü dieser Website bleibt.</span></span></label>');
  });
});
