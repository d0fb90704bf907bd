import { describe, expect, it } from "vitest";
import { type BlockData } from "../data";
import { block, heroImage, heroPreload, heroVideo } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>, data: BlockData = {}): string {
  return renderBlock(block, content, { id: "h", data, router: false });
}

const HALL = "/media/images/halle.jpg";
const AT_TOP: BlockData = { images: { [HALL]: { width: 2400, height: 1350 } }, priorityBlockId: "h" };

describe("hero background image and video", () => {
  it("shows a media library background as <picture> at 1920 with a 640/1024/1920 srcset, eager at the top", () => {
    const html = render({ title: "T", backgroundImage: HALL, overlayOpacity: 55 }, AT_TOP);
    expect(html).toMatch(/<picture class="contents"><source type="image\/avif" [^>]*><source type="image\/webp" [^>]*><img [^>]*><\/picture>/);
    expect(html).toContain(
      'srcSet="/media/images/halle.jpg?width=640&amp;quality=85&amp;format=avif 640w, /media/images/halle.jpg?width=1024&amp;quality=85&amp;format=avif 1024w, /media/images/halle.jpg?width=1920&amp;quality=85&amp;format=avif 1920w"',
    );
    expect(html).toContain('src="/media/images/halle.jpg?width=1920&amp;quality=85"');
    expect(html).toMatch(/<img [^>]*width="2400" height="1350" loading="eager" fetchPriority="high"[^>]*class="absolute inset-0 -z-20 size-full object-cover"/);
    expect(html.match(/sizes="100vw"/g)).toHaveLength(3);
    expect(html).toContain("opacity:0.55");
    // Further down the page the background waits until it is needed.
    const below = render({ title: "T", backgroundImage: HALL }, { ...AT_TOP, priorityBlockId: "x" });
    expect(below).toContain('loading="lazy"');
    expect(below).not.toContain("fetchPriority");
    expect(render({ title: "T", backgroundImage: "javascript:alert(1)" })).not.toContain("<img");
  });

  it("shows other backgrounds as they are, without parameters", () => {
    expect(heroImage("/demo/halle.svg")).toBe("/demo/halle.svg");
    expect(heroImage("javascript:alert(1)")).toBe("");
    const html = render({ title: "T", backgroundImage: "/demo/halle.svg" }, AT_TOP);
    expect(html).not.toContain("<picture");
    expect(html).toMatch(/<img src="\/demo\/halle\.svg" alt="" loading="eager" fetchPriority="high"/);
    expect(html).not.toContain("width=1920");
  });

  it("preloads exactly the files the <picture> takes first (typed AVIF), or the one URL", () => {
    expect(heroPreload(HALL)).toEqual({
      href: "/media/images/halle.jpg?width=1920&quality=85&format=avif",
      srcSet:
        "/media/images/halle.jpg?width=640&quality=85&format=avif 640w, /media/images/halle.jpg?width=1024&quality=85&format=avif 1024w, /media/images/halle.jpg?width=1920&quality=85&format=avif 1920w",
      sizes: "100vw",
      type: "image/avif",
    });
    expect(heroPreload("/demo/halle.svg")).toEqual({ href: "/demo/halle.svg", srcSet: "", sizes: "" });
    expect(heroPreload("javascript:alert(1)")).toBeNull();
    const preload = block.hooks?.preloadImage;
    expect(preload?.(block.schema.parse({ backgroundImage: HALL }))).toMatchObject({ type: "image/avif" });
    expect(preload?.(block.schema.parse({ backgroundImage: HALL, videoSrc: "/media/videos/werk.mp4" }))).toBeNull();
  });

  it("plays a self-hosted background video muted, looped and inline over its poster picture; never a third-party one", () => {
    expect(block.schema.parse({})).toMatchObject({ videoSrc: "", videoAutoplay: true, videoLoop: true, videoMuted: true, videoControls: false, videoAspectRatio: "16:9", videoAlign: "center" });
    const html = render({ title: "T", videoSrc: "/media/videos/werk.mp4", videoPoster: HALL }, AT_TOP);
    expect(html).toMatch(/<video[^>]*src="\/media\/videos\/werk\.mp4"/);
    expect(html).toMatch(/<video[^>]*autoPlay=""[^>]*loop=""/);
    expect(html).toContain('muted=""');
    expect(html).toContain('playsInline=""');
    // Until its first frame the video is transparent: the responsive poster picture lies beneath it.
    expect(html).not.toContain("poster=");
    expect(html.indexOf("<picture")).toBeLessThan(html.indexOf("<video"));
    expect(html).toContain("halle.jpg?width=1024&amp;quality=85&amp;format=webp 1024w");
    // The video itself is never rewritten.
    expect(html).not.toContain("werk.mp4?");
    // A video waiting for a click shows its poster through the attribute: one URL, WebP.
    const click = render({ title: "T", videoSrc: "/media/videos/werk.mp4", videoPoster: HALL, videoAutoplay: false, videoControls: true });
    expect(click).toContain('poster="/media/images/halle.jpg?width=1920&amp;quality=85&amp;format=webp"');
    expect(click).not.toContain("<picture");
    const plainPoster = render({ title: "T", videoSrc: "/media/videos/werk.mp4", videoPoster: "/demo/halle.svg", videoAutoplay: false });
    expect(plainPoster).toContain('poster="/demo/halle.svg"');
    expect(heroVideo("https://www.youtube.com/watch?v=abc")).toBeNull();
    const youtube = render({ title: "T", videoSrc: "https://www.youtube.com/watch?v=abc", backgroundImage: "/demo/halle.svg" });
    expect(youtube).not.toContain("<video");
    expect(youtube).not.toContain("youtube");
    expect(youtube).toContain("<img");
  });
});
