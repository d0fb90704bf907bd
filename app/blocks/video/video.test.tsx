import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ReactElement } from "react";
import { block, thirdPartyVideo, videoBox } from "./block";
import { renderBlock } from "../render-for-test";
import { ConsentFrameView } from "./consent.island";

function inRouter(element: ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "v" });
}

describe("video block", () => {
  it("has complete defaults", () => {
    expect(block.schema.parse({})).toEqual({
      src: "",
      poster: "",
      alt: "",
      controls: true,
      autoplay: false,
      loop: false,
      muted: false,
      title: "",
      width: "full",
      height: "auto",
      customWidth: "",
      customHeight: "",
      aspectRatio: "16:9",
      align: "center",
    });
    expect(block.schema.parse({ aspectRatio: "9:16", align: "top" })).toMatchObject({ aspectRatio: "16:9", align: "center" });
    expect(block.category).toBe("Media");
  });

  it("renders nothing without a (safe) source", () => {
    expect(render({})).toBe("");
    expect(render({ src: "javascript:alert(1)" })).toBe("");
  });

  it("renders a self-hosted video with its options", () => {
    const html = render({
      src: "/uploads/videos/rundgang.mp4",
      poster: "/uploads/images/rundgang.jpg",
      alt: "Rundgang durch die Fertigung",
      title: "Rundgang 2024",
      autoplay: true,
      loop: true,
      width: "medium",
      aspectRatio: "4:3",
      align: "left",
    });
    expect(html).toMatch(/<video[^>]*src="\/uploads\/videos\/rundgang.mp4"/);
    expect(html).toContain('poster="/uploads/images/rundgang.jpg"');
    expect(html).toContain("controls");
    expect(html).toContain('autoPlay=""');
    expect(html).toContain('loop=""');
    expect(html).toContain('muted=""');
    expect(html).toContain("playsInline");
    expect(html).toContain('aria-label="Rundgang durch die Fertigung"');
    expect(html).toContain("aspect-ratio:4 / 3");
    expect(html).toContain("max-width:500px");
    expect(html).toContain("mr-auto");
    expect(html).toContain("<figcaption");
    expect(html).toContain("Rundgang 2024");
  });

  it("shows a consent placeholder for YouTube and requests nothing from YouTube before the click", () => {
    const html = render({ src: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Imagefilm" });
    expect(html).toContain("Video laden");
    expect(html).toContain("Beim Laden werden Daten an YouTube übertragen");
    expect(html).toContain('href="/datenschutz"');
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("<video");
    expect(html.replace("an YouTube übertragen", "")).not.toMatch(/youtube|ytimg|googlevideo/i);
    expect(html).toContain('role="group"');
    expect(html).toContain('aria-label="Imagefilm"');
  });

  it("names Vimeo in its placeholder", () => {
    const html = render({ src: "https://vimeo.com/76979871" });
    expect(html).toContain("Daten an Vimeo übertragen");
    expect(html).not.toContain("player.vimeo.com");
  });

  it("renders the iframe only in the loaded state", () => {
    const props = { provider: "YouTube", src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", title: "Film", buttonLabel: "Video laden" };
    const before = inRouter(<ConsentFrameView {...props} loaded={false} onLoad={() => {}} />);
    expect(before).toContain("<button");
    expect(before).not.toContain("<iframe");
    const after = inRouter(<ConsentFrameView {...props} loaded onLoad={() => {}} />);
    expect(after).toMatch(/<iframe[^>]*src="https:\/\/www.youtube-nocookie.com\/embed\/dQw4w9WgXcQ"[^>]*title="Film"/);
    expect(after).not.toContain("Video laden");
  });

  it("recognises provider URLs and validates their ids", () => {
    expect(thirdPartyVideo("https://youtu.be/dQw4w9WgXcQ")?.embedUrl).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0");
    expect(thirdPartyVideo("https://www.youtube.com/embed/dQw4w9WgXcQ")?.provider).toBe("YouTube");
    expect(thirdPartyVideo("https://www.youtube.com/shorts/dQw4w9WgXcQ")?.provider).toBe("YouTube");
    expect(thirdPartyVideo('https://youtu.be/"><script>')).toBeNull();
    expect(thirdPartyVideo("https://player.vimeo.com/video/123456")?.embedUrl).toBe("https://player.vimeo.com/video/123456?autoplay=1&dnt=1");
    expect(thirdPartyVideo("/uploads/videos/a.mp4")).toBeNull();
    expect(thirdPartyVideo("https://example.org/a.mp4")).toBeNull();
  });

  it("maps named, numeric and custom sizes", () => {
    expect(videoBox({ width: "small", height: "auto", customWidth: "", customHeight: "" })).toEqual({ width: "300px", height: "" });
    expect(videoBox({ width: "large", height: "400", customWidth: "", customHeight: "" })).toEqual({ width: "800px", height: "400px" });
    expect(videoBox({ width: "custom", height: "custom", customWidth: "60%", customHeight: "bogus;" })).toEqual({ width: "60%", height: "" });
  });
});
