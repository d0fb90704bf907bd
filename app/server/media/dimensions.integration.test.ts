import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { renderPageBody } from "../site/render-page.server";
import { createAsset } from "./assets.server";
import { imageDimensions, mediaImagePaths } from "./dimensions.server";

describe(`stored picture sizes for the page renderer (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await createAsset(t.db, { name: "halle.jpg", file_path: "images/halle.jpg", mime_type: "image/jpeg", file_size: 1000, width: 2400, height: 1350 });
    await createAsset(t.db, { name: "werk statt.png", file_path: "images/werk statt.png", mime_type: "image/png", file_size: 1000, width: 800, height: 600 });
    await createAsset(t.db, { name: "alt.jpg", file_path: "images/alt.jpg", mime_type: "image/jpeg", file_size: 1000 });
    await createAsset(t.db, { name: "film.mp4", file_path: "videos/film.mp4", mime_type: "video/mp4", file_size: 1000, width: 1920, height: 1080 });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("collects media library picture paths from any content, nothing else", () => {
    const paths = mediaImagePaths([
      { id: "a", type: "image", content: { src: "/media/images/halle.jpg?v=2" } },
      { content: { images: [{ url: "/media/images/a.jpg" }, "/media/images/b.jpg", "/demo/c.svg"] }, children: [[{ content: { photo: "https://x.org/media/images/d.jpg" } }]] },
      "/media/videos/film.mp4",
      null,
      42,
    ]);
    expect([...paths].sort()).toEqual(["/media/images/a.jpg", "/media/images/b.jpg", "/media/images/halle.jpg"]);
  });

  it("answers the stored sizes of the pictures asked for, by their path", async () => {
    const sizes = await imageDimensions(t.db, [
      "/media/images/halle.jpg",
      "/media/images/werk%20statt.png",
      "/media/images/alt.jpg",
      "/media/images/fehlt.jpg",
      "/media/videos/film.mp4",
      "/media/images/%E0%A4%A.jpg",
    ]);
    expect(sizes).toEqual({
      "/media/images/halle.jpg": { width: 2400, height: 1350 },
      "/media/images/werk%20statt.png": { width: 800, height: 600 },
    });
    expect(await imageDimensions(t.db, [])).toEqual({});
  });

  it("looks up many pictures in chunks", async () => {
    const many = Array.from({ length: 1200 }, (_, i) => `/media/images/n${i}.jpg`);
    expect(await imageDimensions(t.db, [...many, "/media/images/halle.jpg"])).toEqual({ "/media/images/halle.jpg": { width: 2400, height: 1350 } });
  });

  it("hands the sizes to the blocks: pictures get width/height, the first block loads eagerly", async () => {
    const body = await renderPageBody(t.db, {
      title: "Start",
      content_type: "basis",
      content: [
        { id: "h", type: "hero", content: { title: "Willkommen", backgroundImage: "/media/images/halle.jpg" } },
        { id: "i", type: "image", content: { src: "/media/images/werk%20statt.png", alt: "Werkstatt", width: "full" } },
      ],
    });
    expect(body.html).toMatch(/<img [^>]*width="2400" height="1350" loading="eager" fetchPriority="high"/);
    expect(body.html).toMatch(/<img [^>]*alt="Werkstatt" width="800" height="600" loading="lazy"/);
    // React's own preload hints stay out of the body: the head preloads the hero.
    expect(body.html).not.toContain("<link");
    expect(body.preloadImage).toEqual({
      href: "/media/images/halle.jpg?width=1920&quality=85&format=avif",
      srcSet:
        "/media/images/halle.jpg?width=640&quality=85&format=avif 640w, /media/images/halle.jpg?width=1024&quality=85&format=avif 1024w, /media/images/halle.jpg?width=1920&quality=85&format=avif 1920w",
      sizes: "100vw",
      type: "image/avif",
    });
  });

  it("gives the blog post's meta block the priority", async () => {
    const body = await renderPageBody(t.db, {
      title: "Beitrag",
      content_type: "blog",
      content: [
        { id: "p", type: "image", content: { src: "/media/images/werk%20statt.png" } },
        { id: "m", type: "blog-meta", content: { featuredImage: "/media/images/halle.jpg", author: "A" } },
      ],
    });
    expect(body.html).toMatch(/<img [^>]*width="2400" height="1350" loading="eager" fetchPriority="high"/);
    expect(body.html).toMatch(/<img [^>]*width="800" height="600" loading="lazy"/);
  });
});
