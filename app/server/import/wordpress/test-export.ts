/**
 * Builds WordPress exports (WXR) for tests and the benchmark, in the variants real exports come
 * in: http:// or https:// namespaces, CDATA or escaped text, WXR 1.1 or 1.2.
 */

export interface ExportOptions {
  /** Namespace scheme of wordpress.org/export/… (real exports carry either). */
  scheme?: "http" | "https";
  /** CDATA sections (WordPress's own) or entity-escaped text. */
  cdata?: boolean;
  version?: "1.1" | "1.2";
  site?: { title?: string; link?: string };
}

export interface ExportAuthor { login: string; displayName: string; email?: string }
export interface ExportTerm { taxonomy: "category" | "post_tag" | "nav_menu" | string; slug: string; name: string; parent?: string }
export interface ExportItem {
  id: number;
  type: string;
  title?: string;
  /** As it appears in the file (percent-encoded for non-Latin slugs). */
  slug?: string;
  status?: string;
  link?: string;
  guid?: string;
  parent?: number;
  menuOrder?: number;
  date?: string;
  dateGmt?: string;
  creator?: string;
  content?: string;
  excerpt?: string;
  terms?: { taxonomy: string; slug: string; name: string }[];
  meta?: Record<string, string>;
  attachmentUrl?: string;
  sticky?: boolean;
  password?: string;
  /** Comments on it: approved ones first, then `spamComments`. */
  comments?: number;
  spamComments?: number;
}

export interface ExportSpec {
  authors?: ExportAuthor[];
  terms?: ExportTerm[];
  items: ExportItem[];
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function buildExport(spec: ExportSpec, options: ExportOptions = {}): string {
  return [...exportChunks(spec, options)].join("");
}

/** The export piece by piece (the benchmark writes big ones without holding them). */
export function* exportChunks(spec: ExportSpec, options: ExportOptions = {}): Generator<string> {
  const scheme = options.scheme ?? "http";
  const version = options.version ?? "1.2";
  const wp = `${scheme}://wordpress.org/export/${version}/`;
  const cdata = options.cdata ?? true;
  const text = (value: string) => (cdata ? `<![CDATA[${value.replace(/]]>/g, "]]]]><![CDATA[>")}]]>` : escape(value));
  const link = options.site?.link ?? "https://alt.example.de";
  yield `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0"
	xmlns:excerpt="${wp}excerpt/"
	xmlns:content="http://purl.org/rss/1.0/modules/content/"
	xmlns:wfw="http://wellformedweb.org/CommentAPI/"
	xmlns:dc="http://purl.org/dc/elements/1.1/"
	xmlns:wp="${wp}"
>
<channel>
	<title>${escape(options.site?.title ?? "Alte Website")}</title>
	<link>${escape(link)}</link>
	<description>Eine WordPress-Website</description>
	<language>de-DE</language>
	<wp:wxr_version>${version}</wp:wxr_version>
	<wp:base_site_url>${escape(link)}</wp:base_site_url>
	<wp:base_blog_url>${escape(link)}</wp:base_blog_url>
`;
  for (const a of spec.authors ?? []) {
    yield `	<wp:author><wp:author_id>1</wp:author_id><wp:author_login>${text(a.login)}</wp:author_login><wp:author_email>${text(a.email ?? "")}</wp:author_email><wp:author_display_name>${text(a.displayName)}</wp:author_display_name></wp:author>\n`;
  }
  for (const t of spec.terms ?? []) {
    if (t.taxonomy === "category") {
      yield `	<wp:category><wp:term_id>1</wp:term_id><wp:category_nicename>${text(t.slug)}</wp:category_nicename><wp:category_parent>${text(t.parent ?? "")}</wp:category_parent><wp:cat_name>${text(t.name)}</wp:cat_name></wp:category>\n`;
    } else if (t.taxonomy === "post_tag") {
      yield `	<wp:tag><wp:term_id>2</wp:term_id><wp:tag_slug>${text(t.slug)}</wp:tag_slug><wp:tag_name>${text(t.name)}</wp:tag_name></wp:tag>\n`;
    } else {
      yield `	<wp:term><wp:term_id>3</wp:term_id><wp:term_taxonomy>${text(t.taxonomy)}</wp:term_taxonomy><wp:term_slug>${text(t.slug)}</wp:term_slug><wp:term_parent>${text(t.parent ?? "")}</wp:term_parent><wp:term_name>${text(t.name)}</wp:term_name></wp:term>\n`;
    }
  }
  for (const i of spec.items) {
    const itemLink = i.link ?? `${link}/?p=${i.id}`;
    const parts = [
      `	<item>`,
      `		<title>${cdata ? text(i.title ?? "") : escape(i.title ?? "")}</title>`,
      `		<link>${escape(itemLink)}</link>`,
      `		<pubDate>Sat, 20 Oct 2018 12:00:00 +0000</pubDate>`,
      `		<dc:creator>${text(i.creator ?? "admin")}</dc:creator>`,
      `		<guid isPermaLink="false">${escape(i.guid ?? `${link}/?p=${i.id}`)}</guid>`,
      `		<description></description>`,
      `		<content:encoded>${text(i.content ?? "")}</content:encoded>`,
      `		<excerpt:encoded>${text(i.excerpt ?? "")}</excerpt:encoded>`,
      `		<wp:post_id>${i.id}</wp:post_id>`,
      `		<wp:post_date>${text(i.date ?? "2018-10-20 14:00:00")}</wp:post_date>`,
      `		<wp:post_date_gmt>${text(i.dateGmt ?? i.date ?? "2018-10-20 12:00:00")}</wp:post_date_gmt>`,
      `		<wp:comment_status>${text("closed")}</wp:comment_status>`,
      `		<wp:post_name>${text(i.slug ?? "")}</wp:post_name>`,
      `		<wp:status>${text(i.status ?? (i.type === "attachment" ? "inherit" : "publish"))}</wp:status>`,
      `		<wp:post_parent>${i.parent ?? 0}</wp:post_parent>`,
      `		<wp:menu_order>${i.menuOrder ?? 0}</wp:menu_order>`,
      `		<wp:post_type>${text(i.type)}</wp:post_type>`,
      `		<wp:post_password>${text(i.password ?? "")}</wp:post_password>`,
      `		<wp:is_sticky>${i.sticky ? 1 : 0}</wp:is_sticky>`,
    ];
    if (i.attachmentUrl) parts.push(`		<wp:attachment_url>${text(i.attachmentUrl)}</wp:attachment_url>`);
    for (const t of i.terms ?? []) parts.push(`		<category domain="${escape(t.taxonomy)}" nicename="${escape(t.slug)}">${text(t.name)}</category>`);
    for (const [key, value] of Object.entries(i.meta ?? {})) {
      parts.push(`		<wp:postmeta><wp:meta_key>${text(key)}</wp:meta_key><wp:meta_value>${text(value)}</wp:meta_value></wp:postmeta>`);
    }
    for (let c = 0; c < (i.comments ?? 0) + (i.spamComments ?? 0); c++) {
      const approved = c < (i.comments ?? 0) ? "1" : "spam";
      parts.push(`		<wp:comment><wp:comment_id>${c + 1}</wp:comment_id><wp:comment_author>${text("Leser")}</wp:comment_author><wp:comment_content>${text("Danke!")}</wp:comment_content><wp:comment_approved>${text(approved)}</wp:comment_approved><wp:commentmeta><wp:meta_key>${text("akismet_result")}</wp:meta_key><wp:meta_value>${text("false")}</wp:meta_value></wp:commentmeta></wp:comment>`);
    }
    parts.push(`	</item>\n`);
    yield parts.join("\n");
  }
  yield `</channel>\n</rss>\n`;
}

/**
 * A small site as the integration tests, the CLI test and the admin screen's e2e import it, its
 * uploads at `origin` (a local server): pages three levels deep (the deepest password-protected),
 * comments on a post, a page whose slug an existing
 * "kontakt" page takes, a draft page, a Greek slug; posts with categories, tags, a featured image,
 * a future and a draft one; Gutenberg and classic content; two reachable uploads and one that is
 * not (…/2021/01/fehlt.jpg answers 404); a main menu with a custom link and a category entry; two
 * products (another post type).
 */
export function sampleSite(origin: string): ExportSpec {
  const up = (path: string) => `${origin}/wp-content/uploads/${path}`;
  return {
    authors: [{ login: "anna", displayName: "Anna Schmidt", email: "anna@example.de" }],
    terms: [
      { taxonomy: "category", slug: "neuigkeiten", name: "Neuigkeiten" },
      { taxonomy: "category", slug: "technik", name: "Technik & Code" },
      { taxonomy: "category", slug: "uncategorized", name: "Uncategorized" },
      { taxonomy: "post_tag", slug: "messe", name: "Messe" },
      { taxonomy: "post_tag", slug: "%ce%b1%ce%b8%ce%ae%ce%bd%ce%b1", name: "Αθήνα" },
      { taxonomy: "nav_menu", slug: "hauptmenue", name: "Hauptmenü" },
      { taxonomy: "nav_menu", slug: "footer", name: "Footer" },
    ],
    items: [
      { id: 100, type: "attachment", title: "Rotes Bild", attachmentUrl: up("2023/05/bild.jpg"), excerpt: "Eine Bildunterschrift", content: "Beschreibung des Bildes", meta: { _wp_attachment_image_alt: "Ein rotes Bild" } },
      { id: 101, type: "attachment", title: "plan", attachmentUrl: up("2022/11/plan.png") },
      { id: 102, type: "attachment", title: "fehlt", attachmentUrl: up("2021/01/fehlt.jpg") },
      {
        id: 2, type: "page", title: "Über uns", slug: "ueber-uns", link: `${origin}/ueber-uns/`, menuOrder: 1,
        content: [
          '<!-- wp:heading {"level":2} --><h2 class="wp-block-heading">Wer wir sind</h2><!-- /wp:heading -->',
          `<!-- wp:paragraph --><p>Seit 1990. Lesen Sie <a href="${origin}/?p=10">unseren Messebericht</a>.</p><!-- /wp:paragraph -->`,
          `<!-- wp:image {"id":100,"sizeSlug":"large"} --><figure class="wp-block-image size-large"><img src="${up("2023/05/bild-1024x768.jpg")}" alt="Ein rotes Bild" class="wp-image-100"/></figure><!-- /wp:image -->`,
        ].join("\n\n"),
        meta: { _yoast_wpseo_title: "%%title%% %%sep%% %%sitename%%", _yoast_wpseo_metadesc: "Alles über uns." },
      },
      { id: 3, type: "page", title: "Team", slug: "team", parent: 2, link: `${origin}/ueber-uns/team/`, content: "<h2>Unser Team</h2>\n\nAnna leitet das Büro.\n\n<ul><li>Anna</li><li>Ben</li></ul>" },
      { id: 4, type: "page", title: "Anna", slug: "anna", parent: 3, link: `${origin}/ueber-uns/team/anna/`, password: "intern", content: "<p>Anna ist seit 2001 dabei.</p>", meta: { rank_math_title: "Anna %sep% %sitename%" } },
      { id: 5, type: "page", title: "Kontakt", slug: "kontakt", link: `${origin}/kontakt/`, content: "<p>Schreiben Sie uns.</p>" },
      { id: 6, type: "page", title: "Entwurfsseite", slug: "entwurfsseite", status: "draft", link: `${origin}/?page_id=6`, content: "<p>Noch nicht fertig.</p>" },
      { id: 7, type: "page", title: "Γεια σου", slug: "%ce%b3%ce%b5%ce%b9%ce%b1-%cf%83%ce%bf%cf%85", link: `${origin}/%ce%b3%ce%b5%ce%b9%ce%b1-%cf%83%ce%bf%cf%85/`, content: "<p>Καλημέρα</p>" },
      {
        id: 10, type: "post", title: "Messe 2018", slug: "messe-2018", link: `${origin}/2018/10/20/messe-2018/`, date: "2018-10-20 14:00:00", creator: "anna",
        excerpt: "Unser Stand auf der Messe.",
        content: [
          "<!-- wp:paragraph --><p>Wir waren auf der Messe.</p><!-- /wp:paragraph -->",
          "<!-- wp:list --><ul><li>Halle 3</li><li>Stand 12</li></ul><!-- /wp:list -->",
          `<!-- wp:paragraph --><p>Mehr <a href="${origin}/ueber-uns/team/">über das Team</a>.</p><!-- /wp:paragraph -->`,
          "<!-- wp:latest-posts /-->",
        ].join("\n\n"),
        terms: [
          { taxonomy: "category", slug: "neuigkeiten", name: "Neuigkeiten" },
          { taxonomy: "category", slug: "technik", name: "Technik & Code" },
          { taxonomy: "post_tag", slug: "messe", name: "Messe" },
          { taxonomy: "post_tag", slug: "%ce%b1%ce%b8%ce%ae%ce%bd%ce%b1", name: "Αθήνα" },
        ],
        meta: { _thumbnail_id: "100" },
        comments: 2,
        spamComments: 1,
      },
      { id: 11, type: "post", title: "Zukunft", slug: "zukunft", status: "future", date: "2030-01-02 10:00:00", dateGmt: "2030-01-02 09:00:00", link: `${origin}/?p=11`, content: "<p>Bald.</p>", terms: [{ taxonomy: "category", slug: "technik", name: "Technik & Code" }] },
      { id: 12, type: "post", title: "Entwurf", slug: "", status: "draft", link: `${origin}/?p=12`, content: "<p>Entwurf.</p>" },
      {
        id: 13, type: "post", title: "Klassisch", slug: "klassisch", sticky: true, link: `${origin}/2019/01/05/klassisch/`, date: "2019-01-05 09:00:00",
        content: `Ein Absatz.\n\n<img src="${up("2022/11/plan-300x200.png")}" alt="Plan" />\n\nZum <a href="${origin}/ueber-uns/team/">Team</a> und <img src="${up("2021/01/fehlt-150x150.jpg")}" alt="weg" />`,
        terms: [{ taxonomy: "category", slug: "uncategorized", name: "Uncategorized" }],
      },
      { id: 50, type: "product", title: "Produkt A", status: "publish" },
      { id: 51, type: "product", title: "Produkt B", status: "publish" },
      { id: 60, type: "revision", title: "Über uns", status: "inherit", parent: 2 },
      { id: 70, type: "nav_menu_item", title: "", menuOrder: 1, terms: [{ taxonomy: "nav_menu", slug: "hauptmenue", name: "Hauptmenü" }], meta: { _menu_item_type: "post_type", _menu_item_object: "page", _menu_item_object_id: "5", _menu_item_menu_item_parent: "0", _menu_item_url: "" } },
      { id: 71, type: "nav_menu_item", title: "Wir", menuOrder: 2, terms: [{ taxonomy: "nav_menu", slug: "hauptmenue", name: "Hauptmenü" }], meta: { _menu_item_type: "post_type", _menu_item_object: "page", _menu_item_object_id: "2", _menu_item_menu_item_parent: "0", _menu_item_url: "" } },
      { id: 72, type: "nav_menu_item", title: "", menuOrder: 3, terms: [{ taxonomy: "nav_menu", slug: "hauptmenue", name: "Hauptmenü" }], meta: { _menu_item_type: "post_type", _menu_item_object: "page", _menu_item_object_id: "3", _menu_item_menu_item_parent: "71", _menu_item_url: "" } },
      { id: 73, type: "nav_menu_item", title: "Shop", menuOrder: 4, terms: [{ taxonomy: "nav_menu", slug: "hauptmenue", name: "Hauptmenü" }], meta: { _menu_item_type: "custom", _menu_item_object: "custom", _menu_item_object_id: "73", _menu_item_menu_item_parent: "0", _menu_item_url: "https://shop.example.com/" } },
      { id: 74, type: "nav_menu_item", title: "News", menuOrder: 5, terms: [{ taxonomy: "nav_menu", slug: "hauptmenue", name: "Hauptmenü" }], meta: { _menu_item_type: "taxonomy", _menu_item_object: "category", _menu_item_object_id: "1", _menu_item_menu_item_parent: "0", _menu_item_url: "" } },
      { id: 80, type: "nav_menu_item", title: "", menuOrder: 1, terms: [{ taxonomy: "nav_menu", slug: "footer", name: "Footer" }], meta: { _menu_item_type: "post_type", _menu_item_object: "page", _menu_item_object_id: "7", _menu_item_menu_item_parent: "0", _menu_item_url: "" } },
    ],
  };
}
