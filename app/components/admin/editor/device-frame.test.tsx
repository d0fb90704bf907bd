import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getBlockEditor } from "~/blocks/admin-registry";
import { changedContent } from "~/blocks/downloads/changed-content";
import { DEVICE_SIZES } from "./builder-toolbar";
import { DeviceFrame, previewTitle } from "./device-frame";

// The unit project has no DOM: what the frame does once mounted (stylesheets, portal, stacked
// columns at 375 px) is checked in Chromium by e2e/editor-preview.e2e.ts.
describe("DeviceFrame", () => {
  it("is an iframe of the device's size with a German title and its own standards-mode German document", () => {
    const html = renderToStaticMarkup(
      <DeviceFrame {...DEVICE_SIZES.mobile} title={previewTitle("mobile")}>
        <p>Inhalt</p>
      </DeviceFrame>,
    );
    expect(html).toMatch(/^<iframe /);
    expect(html).toContain('title="Vorschau Mobil (375 × 667)"');
    expect(html).toContain('width="375"');
    expect(html).toContain('height="667"');
    expect(html).toContain("width:375px;height:667px");
    expect(html).toContain('srcDoc="&lt;!doctype html&gt;&lt;html lang=&quot;de&quot;&gt;');
    // The children go into the frame's body after mount, never into the admin page itself.
    expect(html).not.toContain("Inhalt");
  });

  it("names tablet and mobile the way the spec sizes them", () => {
    expect(previewTitle("tablet")).toBe("Vorschau Tablet (768 × 1024)");
    expect(previewTitle("mobile")).toBe("Vorschau Mobil (375 × 667)");
  });
});

describe("downloads canvas tools", () => {
  it("are registered for the downloads block", () => {
    expect(getBlockEditor("downloads")?.CanvasTools).toBeTypeOf("function");
  });

  it("patch only what the configuration changed", () => {
    const before = { title: "Downloads", selectedFolders: ["a"], columnsDesktop: 3, showAllAssets: true };
    expect(changedContent(before, { ...before })).toEqual({});
    expect(changedContent(before, { ...before, title: "Unterlagen", selectedFolders: ["a", "b"] })).toEqual({ title: "Unterlagen", selectedFolders: ["a", "b"] });
  });
});
