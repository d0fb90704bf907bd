import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildExport, type ExportOptions, type ExportSpec } from "./test-export";
import { canonicalPath, fillSeoVariables, slugFor, UrlMap, SiteAddresses, uploadKey } from "./url-map.server";
import { NOT_WXR, readWxr, sniffEncoding, type WxrAuthor, type WxrItem, type WxrSite, type WxrTerm } from "./wxr.server";

const spec: ExportSpec = {
  authors: [{ login: "anna", displayName: "Anna Schmidt", email: "anna@example.de" }],
  terms: [
    // WordPress stores titles and term names as HTML ("&" as "&amp;") and exports them so.
    { taxonomy: "category", slug: "neuigkeiten", name: "Neuigkeiten &amp; Termine" },
    { taxonomy: "post_tag", slug: "%ce%b1%ce%b8%ce%ae%ce%bd%ce%b1", name: "Αθήνα" },
    { taxonomy: "nav_menu", slug: "hauptmenue", name: "Hauptmenü" },
  ],
  items: [
    {
      id: 12,
      type: "post",
      title: "Hallo &lt;Welt&gt; &amp; mehr",
      slug: "%ce%b3%ce%b5%ce%b9%ce%b1-%cf%83%ce%bf%cf%85",
      status: "future",
      link: "https://alt.example.de/2018/10/20/geia-sou/",
      date: "2030-01-02 10:00:00",
      dateGmt: "2030-01-02 09:00:00",
      creator: "anna",
      content: '<!-- wp:paragraph -->\n<p>Text mit ]]> darin &amp; <a href="https://alt.example.de/?page_id=3">Link</a></p>\n<!-- /wp:paragraph -->',
      excerpt: "Kurz",
      terms: [
        { taxonomy: "category", slug: "neuigkeiten", name: "Neuigkeiten &amp; Termine" },
        { taxonomy: "post_tag", slug: "%ce%b1%ce%b8%ce%ae%ce%bd%ce%b1", name: "Αθήνα" },
      ],
      meta: { _thumbnail_id: "40", _yoast_wpseo_title: "%%title%% %%sep%% %%sitename%%" },
      sticky: true,
    },
    { id: 40, type: "attachment", title: "bild", attachmentUrl: "https://alt.example.de/wp-content/uploads/2023/05/bild.jpg", meta: { _wp_attachment_image_alt: "Ein Bild" } },
  ],
};

async function read(xml: string | Buffer, chunkSize = 7) {
  const bytes = typeof xml === "string" ? Buffer.from(xml, "utf8") : xml;
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const out = { site: null as WxrSite | null, authors: [] as WxrAuthor[], terms: [] as WxrTerm[], items: [] as WxrItem[] };
  await readWxr(Readable.from(chunks), {
    site: (s) => (out.site = s),
    author: (a) => out.authors.push(a),
    term: (t) => out.terms.push(t),
    item: async (i) => {
      await new Promise((r) => setTimeout(r, 1));
      out.items.push(i);
    },
  });
  return out;
}

describe("readWxr", () => {
  const variants: ExportOptions[] = [
    { scheme: "http", cdata: true, version: "1.2" },
    { scheme: "https", cdata: false, version: "1.2" },
    { scheme: "https", cdata: true, version: "1.1" },
  ];
  for (const variant of variants) {
    it(`reads an export (${variant.scheme}, ${variant.cdata ? "CDATA" : "escaped"}, ${variant.version}) in small chunks`, async () => {
      const out = await read(buildExport(spec, variant));
      expect(out.site).toEqual({ title: "Alte Website", link: "https://alt.example.de", baseSiteUrl: "https://alt.example.de", baseBlogUrl: "https://alt.example.de", language: "de-DE" });
      expect(out.authors).toEqual([{ login: "anna", displayName: "Anna Schmidt", email: "anna@example.de" }]);
      expect(out.terms).toContainEqual({ taxonomy: "category", slug: "neuigkeiten", name: "Neuigkeiten & Termine", parent: null });
      expect(out.terms).toContainEqual({ taxonomy: "post_tag", slug: "αθήνα", name: "Αθήνα", parent: null });
      expect(out.terms).toContainEqual({ taxonomy: "nav_menu", slug: "hauptmenue", name: "Hauptmenü", parent: null });
      expect(out.items).toHaveLength(2);
      const post = out.items[0]!;
      expect(post).toMatchObject({
        id: 12, type: "post", status: "future", title: "Hallo <Welt> & mehr", slug: "γεια-σου",
        link: "https://alt.example.de/2018/10/20/geia-sou/", date: "2030-01-02 10:00:00", dateGmt: "2030-01-02 09:00:00",
        creator: "anna", excerpt: "Kurz", isSticky: true, parentId: 0, menuOrder: 0, attachmentUrl: null,
      });
      expect(post.content).toContain('<p>Text mit ]]> darin &amp; <a href="https://alt.example.de/?page_id=3">Link</a></p>');
      expect(post.terms).toEqual([
        { taxonomy: "category", slug: "neuigkeiten", name: "Neuigkeiten & Termine" },
        { taxonomy: "post_tag", slug: "αθήνα", name: "Αθήνα" },
      ]);
      expect(post.meta).toEqual({ _thumbnail_id: "40", _yoast_wpseo_title: "%%title%% %%sep%% %%sitename%%" });
      expect(out.items[1]).toMatchObject({ id: 40, type: "attachment", status: "inherit", attachmentUrl: "https://alt.example.de/wp-content/uploads/2023/05/bild.jpg", meta: { _wp_attachment_image_alt: "Ein Bild" } });
    });
  }

  it("ignores comments' fields and meta inside an item, and missing fields take defaults", async () => {
    const xml = buildExport({ items: [{ id: 5, type: "page", title: "Seite" }] }).replace(
      "</item>",
      "<wp:comment><wp:comment_approved>spam</wp:comment_approved></wp:comment><wp:comment><wp:comment_approved>1</wp:comment_approved></wp:comment><wp:comment><wp:comment_id>9</wp:comment_id><wp:comment_approved>1</wp:comment_approved><wp:comment_content><![CDATA[Kommentar]]></wp:comment_content><wp:commentmeta><wp:meta_key>akismet</wp:meta_key><wp:meta_value>x</wp:meta_value></wp:commentmeta></wp:comment></item>",
    );
    const out = await read(xml.replace(/<wp:post_date_gmt>.*?<\/wp:post_date_gmt>/, "<wp:post_date_gmt>0000-00-00 00:00:00</wp:post_date_gmt>").replace(/<wp:menu_order>.*?<\/wp:menu_order>/, ""));
    expect(out.items).toHaveLength(1);
    expect(out.items[0]).toMatchObject({ id: 5, title: "Seite", meta: {}, dateGmt: null, menuOrder: 0, content: "", commentCount: 2, passwordProtected: false });
    const locked = await read(buildExport({ items: [{ id: 6, type: "page", title: "Intern" }] }).replace("<wp:post_password><![CDATA[]]></wp:post_password>", "<wp:post_password>geheim</wp:post_password>"));
    expect(locked.items[0]).toMatchObject({ passwordProtected: true, commentCount: 0 });
  });

  it("numbers items without <wp:post_id> by WordPress's ?p= address, else stably from guid, link or title (theme-preview.xml has none)", async () => {
    const item = (title: string, guid: string | null) =>
      `<item><title>${title}</title>${guid ? `<guid isPermaLink="false">${guid}</guid>` : ""}<wp:post_type>post</wp:post_type><wp:status>publish</wp:status><content:encoded><![CDATA[<p>${title}</p>]]></content:encoded></item>`;
    const xml = (items: string[]) =>
      `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="https://wordpress.org/export/1.2/"><channel><title>Vorschau</title><link>https://alt.example.de</link><wp:wxr_version>1.2</wp:wxr_version>${items.join("")}</channel></rss>`;
    const items = [item("Eins", "http://alt.example.de/?p=19"), item("Zwei", "http://alt.example.de/?page_id=36"), item("Drei", "urn:drei"), item("Vier", null), item("Fünf", null)];
    const out = await read(xml(items));
    const ids = out.items.map((i) => i.id);
    expect(ids.slice(0, 2)).toEqual([19, 36]);
    expect(ids.slice(2).every((id) => id < 0)).toBe(true);
    expect(new Set(ids).size).toBe(5);
    // The same export read again gives the same ids (a re-import updates instead of duplicating).
    expect((await read(xml(items))).items.map((i) => i.id)).toEqual(ids);
  });

  it("decodes ISO-8859-1 and windows-1252 exports by their declaration", async () => {
    const xml = buildExport({ items: [{ id: 1, type: "page", title: "Größe – 5 €" }] }).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const windows1252: Record<string, number> = { "–": 0x96, "€": 0x80 };
    const bytes = Buffer.from([...xml].map((c) => windows1252[c] ?? c.charCodeAt(0)));
    const out = await read(bytes, 3);
    expect(out.items[0]!.title).toBe("Größe – 5 €");
    expect(sniffEncoding(Buffer.from('<?xml version="1.0" encoding="windows-1252"?>'))).toBe("windows-1252");
    expect(sniffEncoding(Buffer.from("\ufeff<rss>"))).toBe("utf-8");
  });

  it("decodes titles, term names and menu titles exactly once, CDATA or escaped, and drops tags in titles (issue 39)", async () => {
    const titled: ExportSpec = {
      terms: [{ taxonomy: "category", slug: "tipps", name: "Tipps &amp; Tricks" }],
      items: [
        { id: 1, type: "post", title: "SIPOC Framework &amp; Katalysator Canvas", terms: [{ taxonomy: "category", slug: "tipps", name: "Tipps &amp; Tricks" }] },
        { id: 2, type: "post", title: "Ein Titel mit <em>Betonung</em> und<br />Umbruch" },
        { id: 3, type: "post", title: "Was bedeutet &amp;amp; in HTML?" },
        { id: 4, type: "nav_menu_item", title: "Forschung &amp; Entwicklung" },
        { id: 5, type: "page", title: "Preise < 5 € &#8211; „günstig“" },
      ],
    };
    for (const cdata of [true, false]) {
      const xml = buildExport(titled, { cdata });
      // As WordPress writes it: the stored HTML inside CDATA, or escaped once more for XML.
      expect(xml).toContain(cdata ? "<![CDATA[SIPOC Framework &amp; Katalysator Canvas]]>" : "<title>SIPOC Framework &amp;amp; Katalysator Canvas</title>");
      const out = await read(xml);
      expect(out.items.map((i) => i.title)).toEqual([
        "SIPOC Framework & Katalysator Canvas",
        "Ein Titel mit Betonung und Umbruch",
        "Was bedeutet &amp; in HTML?",
        "Forschung & Entwicklung",
        "Preise < 5 € – „günstig“",
      ]);
      expect(out.terms).toEqual([{ taxonomy: "category", slug: "tipps", name: "Tipps & Tricks", parent: null }]);
      expect(out.items[0]!.terms).toEqual([{ taxonomy: "category", slug: "tipps", name: "Tipps & Tricks" }]);
    }
  });

  it("drops control characters XML forbids instead of failing", async () => {
    const out = await read(buildExport({ items: [{ id: 1, type: "post", title: "A\u000bB", content: "x\u0002y" }] }));
    expect(out.items[0]).toMatchObject({ title: "AB", content: "xy" });
  });

  it("refuses what is not a WordPress export, in German", async () => {
    await expect(read("<html><body>nein</body></html>")).rejects.toThrow(NOT_WXR);
    await expect(read('<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title><item><title>x</title></item></channel></rss>')).rejects.toThrow(NOT_WXR);
    await expect(read("")).rejects.toThrow(NOT_WXR);
    await expect(read(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]))).rejects.toThrow(NOT_WXR);
    await expect(read(buildExport({ items: [{ id: 1, type: "post" }] }).replace("</channel>", ""))).rejects.toThrow(/kein gültiges XML/);
  });

  it("waits for an async item handler before reading on (one item at a time)", async () => {
    const items = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, type: "post", title: `P${i}`, content: "x".repeat(5000) }));
    let active = 0;
    let most = 0;
    await readWxr(Readable.from([Buffer.from(buildExport({ items }))]), {
      item: async () => {
        active++;
        most = Math.max(most, active);
        await new Promise((r) => setTimeout(r, 1));
        active--;
      },
    });
    expect(most).toBe(1);
  });
});

describe("url map", () => {
  const map = new UrlMap(new SiteAddresses(["https://www.alt.example.de"]));
  map.addItem(3, ["https://alt.example.de/ueber-uns/", "https://alt.example.de/?page_id=3"], "/ueber-uns");
  map.addItem(12, ["https://alt.example.de/2018/10/20/%ce%b3%ce%b5%ce%b9%ce%b1/"], "/blog/geia");
  map.addUpload("https://alt.example.de/wp-content/uploads/2023/05/bild.jpg", "/media/images/abc.jpg");

  it("maps permalinks, ids and every size of an upload; leaves others alone", () => {
    expect(map.mapUrl("https://alt.example.de/ueber-uns/")).toBe("/ueber-uns");
    expect(map.mapUrl("http://www.alt.example.de/ueber-uns#team")).toBe("/ueber-uns#team");
    expect(map.mapUrl("/?page_id=3")).toBe("/ueber-uns");
    expect(map.mapUrl("https://alt.example.de/?p=12")).toBe("/blog/geia");
    expect(map.mapUrl("https://alt.example.de/2018/10/20/%CE%B3%CE%B5%CE%B9%CE%B1")).toBe("/blog/geia");
    expect(map.mapUrl("https://alt.example.de/2018/10/20/γεια/")).toBe("/blog/geia");
    for (const size of ["bild-1024x768.jpg", "bild-scaled.jpg", "bild-scaled-300x200.jpg", "bild.jpg", "BILD-150x150.JPG"]) {
      expect(map.mapUrl(`https://alt.example.de/wp-content/uploads/2023/05/${size}`)).toBe("/media/images/abc.jpg");
    }
    expect(map.mapUrl("https://alt.example.de/wp-content/uploads/2023/05/anderes.jpg")).toBe("https://alt.example.de/wp-content/uploads/2023/05/anderes.jpg");
    expect(map.mapUrl("https://andere.example.com/ueber-uns/")).toBe("https://andere.example.com/ueber-uns/");
    expect(map.mapUrl("mailto:a@b.de")).toBe("mailto:a@b.de");
  });

  it("canonical paths, upload keys, slugs and SEO variables", () => {
    expect(canonicalPath("/2018/%ce%b1/")).toBe("/2018/%CE%B1");
    expect(canonicalPath("/")).toBe("/");
    expect(uploadKey(new URL("https://x.de/wp-content/uploads/2020/01/a-b-640x480.png"))).toBe("/wp-content/uploads/2020/01/a-b.png");
    expect(slugFor("γεια-σου", "x", "f")).toBe("geia-soy");
    expect(slugFor("привет", "x", "f")).toBe("privet");
    expect(slugFor("", "Über uns", "f")).toBe("ueber-uns");
    expect(slugFor("", "", "seite-7")).toBe("seite-7");
    const values = { title: "Hallo", siteName: "Firma", excerpt: "Kurz" };
    expect(fillSeoVariables("%%title%% %%sep%% %%sitename%%", values)).toBe("Hallo – Firma");
    expect(fillSeoVariables("%title% %sep% %page% %sep% %sitename%", values)).toBe("Hallo – Firma");
    expect(fillSeoVariables("%%primary_category%%", values)).toBeNull();
    expect(fillSeoVariables(undefined, values)).toBeNull();
  });
});

describe("readWxr limits (decision 031)", () => {
  const read = (xml: string, limits: Parameters<typeof readWxr>[2], chunk = 64 * 1024) => {
    const items: WxrItem[] = [];
    const chunks = Array.from({ length: Math.ceil(xml.length / chunk) }, (_, i) => xml.slice(i * chunk, (i + 1) * chunk));
    return readWxr(Readable.from(chunks), { item: (item) => void items.push(item) }, limits).then(() => items);
  };

  it("refuses nesting deeper than maxDepth with the German message, reads files within it", async () => {
    const xml = buildExport({ items: [{ id: 1, type: "post", title: "Tief" }] });
    expect(await read(xml, { maxDepth: 6, maxTextChars: 64 * 1024 })).toHaveLength(1);
    const deep = xml.replace("</channel>", `<item>${"<x>".repeat(10)}${"</x>".repeat(10)}</item></channel>`);
    await expect(read(deep, { maxDepth: 8, maxTextChars: 64 * 1024 })).rejects.toThrow("Die Exportdatei ist zu tief verschachtelt (mehr als 8 Ebenen; ein WordPress-Export hat höchstens sechs). Sie wurde nicht importiert.");
  });

  it("refuses more text in one element than maxTextChars, also while saxes still holds it (no tag for many chunks)", async () => {
    const big = buildExport({ items: [{ id: 1, type: "post", title: "Groß", content: "x".repeat(3 * 1024 * 1024) }] });
    const message = "Die Exportdatei enthält ein einzelnes Element mit mehr als 2 MB Text. Sie wurde nicht importiert.";
    await expect(read(big, { maxDepth: 100, maxTextChars: 2 * 1024 * 1024 })).rejects.toThrow(message);
    // Escaped text arrives in pieces: the element's total counts.
    const escaped = buildExport({ items: [{ id: 1, type: "post", title: "Groß", content: "<b>x</b>".repeat(400_000) }] }, { cdata: false });
    await expect(read(escaped, { maxDepth: 100, maxTextChars: 2 * 1024 * 1024 })).rejects.toThrow(message);
    expect(await read(big, { maxDepth: 100, maxTextChars: 4 * 1024 * 1024 })).toHaveLength(1);
  });
});
