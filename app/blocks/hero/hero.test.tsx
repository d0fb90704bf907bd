import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { block, heroImage, heroVideo } from "./block";

function render(content: Record<string, unknown>): string {
  const Render = block.Render;
  return renderToStaticMarkup(<Render block={{ id: "h", type: "hero", content }} content={block.schema.parse(content)} renderSlot={() => null} />);
}

describe("hero background image and video", () => {
  it("serves the background at 1920 with a 640/1024/1920 srcset, only from safe addresses", () => {
    expect(heroImage("/demo/halle.svg")).toEqual({
      src: "/demo/halle.svg?width=1920&quality=85&format=webp",
      srcSet: "/demo/halle.svg?width=640&quality=85&format=webp 640w, /demo/halle.svg?width=1024&quality=85&format=webp 1024w, /demo/halle.svg?width=1920&quality=85&format=webp 1920w",
      sizes: "100vw",
    });
    expect(heroImage("javascript:alert(1)")).toBeNull();
    const html = render({ title: "T", backgroundImage: "/demo/halle.svg", overlayOpacity: 55 });
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain("opacity:0.55");
    expect(render({ title: "T", backgroundImage: "javascript:alert(1)" })).not.toContain("<img");
  });

  it("plays a self-hosted background video muted, looped and inline; never a third-party one", () => {
    expect(block.schema.parse({})).toMatchObject({ videoSrc: "", videoAutoplay: true, videoLoop: true, videoMuted: true, videoControls: false, videoAspectRatio: "16:9", videoAlign: "center" });
    const html = render({ title: "T", videoSrc: "/media/videos/werk.mp4", videoPoster: "/demo/halle.svg" });
    expect(html).toMatch(/<video[^>]*src="\/media\/videos\/werk\.mp4"/);
    expect(html).toMatch(/<video[^>]*autoPlay=""[^>]*loop=""/);
    expect(html).toContain('muted=""');
    expect(html).toContain('playsInline=""');
    expect(html).toContain('poster="/demo/halle.svg?width=1920');
    expect(heroVideo("https://www.youtube.com/watch?v=abc")).toBeNull();
    const youtube = render({ title: "T", videoSrc: "https://www.youtube.com/watch?v=abc", backgroundImage: "/demo/halle.svg" });
    expect(youtube).not.toContain("<video");
    expect(youtube).not.toContain("youtube");
    expect(youtube).toContain("<img");
  });
});
