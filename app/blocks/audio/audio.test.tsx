import { describe, expect, it } from "vitest";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "a" });
}

describe("audio block", () => {
  it("has complete defaults", () => {
    expect(block.schema.parse({})).toEqual({ src: "", controls: true, autoplay: false, loop: false, muted: false, title: "" });
    expect(block.label).toBe("Audio");
    expect(block.category).toBe("Media");
  });

  it("renders nothing without a safe source", () => {
    expect(render({})).toBe("");
    expect(render({ src: "javascript:alert(1)" })).toBe("");
    expect(render({ src: "//evil.example/a.mp3" })).toBe("");
  });

  it("renders a labelled audio player with its options", () => {
    const html = render({ src: "/uploads/audio/podcast-01.mp3", title: "Podcast: Folge 1", loop: true, muted: true });
    expect(html).toMatch(/<figure[^>]*><figcaption[^>]*>Podcast: Folge 1<\/figcaption><audio/);
    expect(html).toContain('src="/uploads/audio/podcast-01.mp3"');
    expect(html).toContain('controls=""');
    expect(html).toContain('loop=""');
    expect(html).toContain('muted=""');
    expect(html).toContain('aria-label="Podcast: Folge 1"');
    expect(html).not.toContain("autoPlay");
    expect(html).toContain("Ihr Browser kann diese Audiodatei nicht abspielen.");
  });

  it("keeps controls unless the audio plays by itself, and names an untitled player", () => {
    expect(render({ src: "/a.mp3", controls: false })).toContain('controls=""');
    const auto = render({ src: "/a.mp3", controls: false, autoplay: true });
    expect(auto).not.toContain("controls");
    expect(auto).toContain('autoPlay=""');
    expect(auto).toContain('aria-label="Audio"');
    expect(auto).not.toContain("<figcaption");
  });
});
