import { describe, expect, test } from "vitest";
import { convertWordPressContent, type ConvertAttachment, type ConvertContext } from "./convert.server";
import { mediaKind } from "./shortcodes.server";

/**
 * [gallery], [playlist], [audio] and [video] without ids or src take the attachments of the post
 * (wp:post_parent), as WordPress's gallery_shortcode()/wp_playlist_shortcode()/wp_audio_shortcode() do.
 */

const up = (name: string) => `https://alt.example.de/wp-content/uploads/2012/06/${name}`;
const att = (id: number, name: string, caption = ""): ConvertAttachment => ({ id, url: up(name), alt: `Alt ${id}`, caption });

/** Post 7's attachments in menu_order then id (as the import hands them over); post 9 has two pictures. */
const children = new Map<number, ConvertAttachment[]>([
  [7, [att(31, "strand.jpg", "Am Strand"), att(30, "berg.jpeg"), att(35, "lied.mp3", "Unser Lied"), att(32, "hafen.png?w=300"), att(36, "film.mp4"), att(33, "preise.pdf"), att(37, "zweites.ogg")]],
  [9, [att(90, "a.gif"), att(91, "b.webp")]],
]);

function context(postId = 7, withAttached = true): ConvertContext {
  return {
    mapUrl: (url) => url.replace(/^https?:\/\/alt\.example\.de\/wp-content\/uploads\//, "/media/"),
    attachment: () => undefined,
    ...(withAttached ? { attachedTo: (id: number) => children.get(id) ?? [] } : {}),
    postId,
  };
}

const convert = (html: string, ctx = context()) => convertWordPressContent(html, ctx);
const urls = (images: unknown) => (images as { url: string; alt: string; caption: string }[]).map((i) => [i.url, i.alt, i.caption]);

describe("shortcodes that take the post's attachments", () => {
  test("[gallery] without ids: the post's pictures only, in menu_order then id, with alt and caption", () => {
    const { blocks, notes } = convert('Urlaub:\n\n[gallery columns="2"]\n\nEnde.');
    expect(blocks.map((b) => b.type)).toEqual(["paragraph", "gallery", "paragraph"]);
    expect(urls(blocks[1]!.content.images)).toEqual([
      ["/media/2012/06/strand.jpg", "Alt 31", "Am Strand"],
      ["/media/2012/06/berg.jpeg", "Alt 30", ""],
      ["/media/2012/06/hafen.png?w=300", "Alt 32", ""],
    ]);
    expect(blocks[1]!.content.columns).toBe(2);
    expect(notes).toEqual([]);
  });

  test('[gallery id="9"] shows another post\'s pictures; exclude and order="DESC" as in WordPress', () => {
    expect(urls(convert('[gallery id="9"]').blocks[0]!.content.images).map((u) => u[0])).toEqual(["/media/2012/06/a.gif", "/media/2012/06/b.webp"]);
    const { blocks } = convert('[gallery exclude="30,32" order="DESC"]');
    expect(urls(blocks[0]!.content.images).map((u) => u[0])).toEqual(["/media/2012/06/strand.jpg"]);
    expect(urls(convert('[gallery order="DESC"]').blocks[0]!.content.images).map((u) => u[0])).toEqual([
      "/media/2012/06/hafen.png?w=300",
      "/media/2012/06/berg.jpeg",
      "/media/2012/06/strand.jpg",
    ]);
  });

  test("a post without attached pictures: a note, no empty gallery; without the index the old note", () => {
    expect(convert("[gallery]", context(8))).toEqual({ blocks: [], notes: ["Shortcode [gallery] ohne Bilder des Beitrags im Export – nicht übernommen"] });
    expect(convert("[gallery]", context(7, false))).toEqual({ blocks: [], notes: ["Shortcode [gallery] ohne Bildnummern (ids) – nicht übernommen"] });
  });

  test('[playlist] is the post\'s audio files, type="video" its videos', () => {
    const audio = convert("[playlist]").blocks;
    expect(audio.map((b) => [b.type, b.content.src, b.content.title])).toEqual([
      ["audio", "/media/2012/06/lied.mp3", "Unser Lied"],
      ["audio", "/media/2012/06/zweites.ogg", ""],
    ]);
    const video = convert('[playlist type="video"]').blocks;
    expect(video.map((b) => [b.type, b.content.src])).toEqual([["video", "/media/2012/06/film.mp4"]]);
    expect(convert('[playlist type="video"]', context(9)).notes).toEqual(["Shortcode [playlist] ohne Videos des Beitrags im Export – nicht übernommen"]);
  });

  test("[audio] and [video] without src play the post's first attached file; with src their own", () => {
    expect(convert("[audio]").blocks.map((b) => [b.type, b.content.src])).toEqual([["audio", "/media/2012/06/lied.mp3"]]);
    expect(convert("[video]").blocks.map((b) => [b.type, b.content.src])).toEqual([["video", "/media/2012/06/film.mp4"]]);
    expect(convert(`[audio mp3="${up("anderes.mp3")}"]`).blocks[0]!.content.src).toBe("/media/2012/06/anderes.mp3");
    // WordPress.com's form: the address without an attribute.
    expect(convert(`[audio ${up("blues.mp3")}]`).blocks[0]!.content.src).toBe("/media/2012/06/blues.mp3");
    expect(convert("[audio]", context(9))).toEqual({ blocks: [], notes: ["Shortcode [audio] ohne Datei – nicht übernommen"] });
  });

  test("the kind of a file by its extension, query and case ignored", () => {
    expect(["a.JPG", "b.png?w=300", "c.mp3", "d.m4v#t=1", "e.pdf", "ohne"].map(mediaKind)).toEqual(["image", "image", "audio", "video", "", ""]);
  });
});
