import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Db } from "../db/client.server";
import { inTransaction, toDbBool, toDbJson } from "../db/dialect.server";

/**
 * A large generated site for measuring the admin lists (issue 38, item 18; npm run bench:admin and
 * app/routes/admin/list-size.integration.test.ts): blog posts of the demo posts' size (blog meta,
 * headings and paragraphs, about 4 KB) with varied meta, a page tree (roots with children and
 * grandchildren), redirects, and (issue 38, item 18) media folders with download folders, file
 * rows (documents, presentations and pictures; no files: the lists read rows), people with roles
 * and open invitations. Written without the demo content's media imports, so the
 * benchmark's generator runs under plain tsx. Written in bulk inserts, not through the write path: a site of 2,000
 * posts is made in seconds. Deterministic: the same counts give the same site.
 */
export interface GeneratedSiteCounts {
  posts: number;
  pages: number;
  redirects: number;
  /** Media folders (a fifth of them at the top, every tenth a download folder) and file rows. */
  folders?: number;
  assets?: number;
  /** People (better-auth's user rows with a role) and open invitations. */
  people?: number;
  invitations?: number;
}

export const LARGE_SITE: Required<GeneratedSiteCounts> = { posts: 2000, pages: 200, redirects: 4000, folders: 60, assets: 300, people: 120, invitations: 60 };

const CATEGORIES = ["Digitalisierung", "Fertigung", "Automatisierung", "Qualität", "Logistik", "Unternehmen", "Nachhaltigkeit"];
const AUTHORS = ["Sabine Krüger", "Jörg Brenner", "Aylin Demir", "Thomas Weiß", "Maria Schäfer", "Lukas Öztürk"];
const TOPICS = ["Kanban", "Robotik", "Drehteile", "Frästeile", "Qualitätsprüfung", "Lieferkette", "Montage", "Energieeffizienz", "Normteile", "Prototypen"];
const CHUNK = 100;

/** A stable id per kind and number (uuid-shaped, like the ids the app makes). */
function generatedId(kind: string, n: number): string {
  const hex = crypto.createHash("sha1").update(`${kind}:${n}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function generatedPostTitle(n: number): string {
  return `${TOPICS[n % TOPICS.length]} in der Praxis, Teil ${n + 1}`;
}

export function generatedPostSlug(n: number): string {
  return `praxis-beitrag-${n + 1}`;
}

const PARAGRAPH =
  "<p>Schrauben, Muttern, Scheiben, Stifte oder Sicherungsringe: C-Teile machen in vielen Unternehmen nur fünf bis zehn Prozent des Einkaufsvolumens aus, aber häufig mehr als die Hälfte aller Artikelnummern. Jede Bestellung durchläuft dieselben Schritte wie bei einem teuren Antriebsmotor – Bedarf ermitteln, Angebot einholen, bestellen, Wareneingang buchen, Rechnung prüfen. Unsere Analysen bei Kunden zeigen immer wieder, dass die Prozesskosten den eigentlichen Materialwert um ein Vielfaches übersteigen.</p>";

function textBlocks(prefix: string, title: string): Record<string, unknown>[] {
  return [1, 2, 3].flatMap((i) => [
    { id: `${prefix}-h${i}`, type: "heading", content: { text: `${title}: Abschnitt ${i}`, level: 2, alignment: "left" } },
    { id: `${prefix}-p${i}`, type: "paragraph", content: { text: PARAGRAPH } },
  ]);
}

function postContent(n: number, date: string): Record<string, unknown>[] {
  const meta = {
    author: AUTHORS[n % AUTHORS.length],
    publishDate: date.slice(0, 10),
    category: CATEGORIES[n % CATEGORIES.length],
    excerpt: "C-Teile machen kaum Einkaufsvolumen aus, verursachen aber einen Großteil der Beschaffungskosten. Wie Kanban-Systeme den Aufwand messbar senken.",
    readTime: 3,
    featuredImage: "",
  };
  return [{ id: `post-${n}-meta`, type: "blog-meta", content: meta }, ...textBlocks(`post-${n}`, generatedPostTitle(n))];
}

const PAGE_TYPES = ["basis", "produkt", "technical", "referenz"] as const;
const PAGE_NAMES = ["Leistungen", "Drehteile", "Frästeile", "Baugruppen", "C-Teile-Management", "Automatisierung", "Referenzen", "Karriere", "Standorte", "Service"];

function day(n: number): string {
  return new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString();
}

/** `user` is better-auth's table, outside our schema types. */
async function insertChunks(db: Db, table: "content_pages" | "redirects" | "content_folders" | "content_assets" | "user" | "user_roles" | "invitations", rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await (db as unknown as Kysely<Record<string, Record<string, unknown>>>).insertInto(table).values(rows.slice(i, i + CHUNK)).execute();
  }
}

const FOLDER_NAMES = ["Datenblätter", "Zertifikate", "Prospekte", "Handbücher", "Zeichnungen"];
/** Rows only, no files: a picture's card shows its (missing) thumbnail, as heavy in HTML as a real one. */
const FILE_KINDS = [
  { asset_type: "document", mime_type: "application/pdf", ext: "pdf", label: "Datenblatt", width: null, height: null },
  { asset_type: "image", mime_type: "image/jpeg", ext: "jpg", label: "Foto", width: 1600, height: 1067 },
  { asset_type: "document", mime_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ext: "docx", label: "Anleitung", width: null, height: null },
  { asset_type: "presentation", mime_type: "application/vnd.openxmlformats-officedocument.presentationml.presentation", ext: "pptx", label: "Präsentation", width: null, height: null },
] as const;

/** Folders (roots with children), file rows in them and at the root, people with roles, open invitations. */
function mediaAndPeopleRows(counts: GeneratedSiteCounts) {
  const folders: Record<string, unknown>[] = [];
  const roots = Math.max(1, Math.ceil((counts.folders ?? 0) / 5));
  for (let n = 0; n < (counts.folders ?? 0); n++) {
    const isRoot = n < roots;
    const parent = isRoot ? null : folders[(n - roots) % roots]!;
    const name = isRoot ? `${PAGE_NAMES[n % PAGE_NAMES.length]} ${n + 1}` : `${FOLDER_NAMES[n % FOLDER_NAMES.length]} ${n + 1}`;
    folders.push({
      id: generatedId("folder", n),
      name,
      parent_id: parent ? parent.id : null,
      path: `${parent ? String(parent.path) : ""}/${name}`,
      is_download_folder: toDbBool(n % 10 === 9),
      sort_order: n * 10,
      created_at: day(n),
    });
  }
  const assets: Record<string, unknown>[] = [];
  for (let n = 0; n < (counts.assets ?? 0); n++) {
    const kind = FILE_KINDS[n % FILE_KINDS.length]!;
    const id = generatedId("asset", n);
    assets.push({
      id,
      name: `${kind.label} ${TOPICS[n % TOPICS.length]} ${n + 1}.${kind.ext}`,
      description: n % 4 === 0 ? `${TOPICS[n % TOPICS.length]}: technische Daten und Maße` : null,
      file_path: `${kind.asset_type}s/${id.replaceAll("-", "")}.${kind.ext}`,
      asset_type: kind.asset_type,
      mime_type: kind.mime_type,
      file_size: 20_000 + ((n * 7919) % 2_000_000),
      width: kind.width,
      height: kind.height,
      alt_text: kind.asset_type === "image" ? `${TOPICS[n % TOPICS.length]}: Foto ${n + 1}` : null,
      // Every seventh file outside any folder, the rest spread over the folders.
      folder_id: folders.length > 0 && n % 7 !== 0 ? folders[n % folders.length]!.id : null,
      created_at: new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString(),
    });
  }
  const people: Record<string, unknown>[] = [];
  const roles: Record<string, unknown>[] = [];
  for (let n = 0; n < (counts.people ?? 0); n++) {
    const id = generatedId("person", n);
    people.push({ id, name: `${AUTHORS[n % AUTHORS.length]} ${n + 1}`, email: `person-${n + 1}@example.de`, emailVerified: toDbBool(true), image: null, twoFactorEnabled: toDbBool(n % 5 === 0), createdAt: day(n), updatedAt: day(n) });
    roles.push({ user_id: id, role: n % 3 === 0 ? "author" : "editor", created_at: day(n) });
  }
  const invitations: Record<string, unknown>[] = [];
  for (let n = 0; n < (counts.invitations ?? 0); n++) {
    invitations.push({
      id: generatedId("invitation", n),
      email: `eingeladen-${n + 1}@example.de`,
      role: n % 2 ? "author" : "editor",
      token_hash: crypto.createHash("sha256").update(`invitation:${n}`).digest("hex"),
      invited_by: null,
      created_at: day(n),
      // Long expired (the site is deterministic): open, shown with 'abgelaufen'.
      expires_at: day(n + 7),
      accepted_at: null,
      accepted_by: null,
    });
  }
  return { folders, assets, people, roles, invitations };
}

/** Adds the generated posts, pages, redirects, media, people and invitations to `db` (in one transaction). */
export async function generateSite(db: Db, counts: GeneratedSiteCounts = LARGE_SITE): Promise<void> {
  const pageRows: Record<string, unknown>[] = [];
  for (let n = 0; n < counts.posts; n++) {
    const date = day(n);
    const content = postContent(n, date);
    const published = n % 10 !== 3;
    // Every 25th published post has a working copy of its own (Ungespeicherte Änderungen).
    const draft = published && n % 25 === 0;
    pageRows.push({
      id: generatedId("post", n),
      slug: generatedPostSlug(n),
      title: generatedPostTitle(n),
      parent_id: null,
      sort_order: 10_000 + n,
      is_published: toDbBool(published),
      is_legal: toDbBool(false),
      content_type: "blog",
      show_in_footer_navigation: toDbBool(false),
      show_in_menu: toDbBool(false),
      content: toDbJson(content),
      meta_title: generatedPostTitle(n),
      meta_description: "C-Teile kosten wenig, verursachen aber viel Aufwand. Wie Kanban und e-Kanban Bestellvorgänge reduzieren und Bestände senken.",
      created_at: date,
      updated_at: date,
      published_at: published ? date : null,
      draft_title: draft ? `${generatedPostTitle(n)} (überarbeitet)` : null,
      draft_content: draft ? toDbJson(content) : null,
      draft_meta_title: null,
      draft_meta_description: null,
    });
  }
  // The tree: a tenth of the pages are roots, each with children, every third child with one grandchild.
  const roots = Math.max(1, Math.ceil(counts.pages / 10));
  const parents: string[] = [];
  for (let n = 0; n < counts.pages; n++) {
    const title = `${PAGE_NAMES[n % PAGE_NAMES.length]} ${n + 1}`;
    const id = generatedId("page", n);
    const isRoot = n < roots;
    const parentId = isRoot ? null : n % 3 === 0 && n - 1 >= roots ? parents[n - 1]! : parents[(n - roots) % roots]!;
    parents.push(id);
    pageRows.push({
      id,
      slug: `bereich-${n + 1}`,
      title,
      parent_id: parentId,
      sort_order: n * 10,
      is_published: toDbBool(n % 8 !== 5),
      is_legal: toDbBool(false),
      content_type: PAGE_TYPES[n % PAGE_TYPES.length],
      show_in_footer_navigation: toDbBool(false),
      show_in_menu: toDbBool(isRoot && n < 4),
      content: toDbJson(textBlocks(`page-${n}`, title)),
      meta_title: `${title} – Brenner Industrietechnik`,
      meta_description: `${title}: Präzisionsteile, Baugruppen und Automatisierung aus Kassel, seit über 40 Jahren zuverlässig geliefert.`,
      created_at: day(n),
      updated_at: day(n),
      published_at: n % 8 !== 5 ? day(n) : null,
    });
  }
  const targets = pageRows.map((row) => (row.content_type === "blog" ? `/blog/${String(row.slug)}` : `/${String(row.slug)}`));
  const redirectRows: Record<string, unknown>[] = [];
  for (let n = 0; n < counts.redirects; n++) {
    redirectRows.push({
      id: generatedId("redirect", n),
      from_path: `/alt/${n % 2 ? "produkte" : "aktuelles"}/eintrag-${n + 1}.html`,
      to_path: targets.length ? targets[n % targets.length]! : "/",
      status_code: 301,
      hits: (n * 7919) % 500,
      created_at: day(n % 1500),
      updated_at: day(n % 1500),
    });
  }
  const media = mediaAndPeopleRows(counts);
  await inTransaction(db, async (trx) => {
    await insertChunks(trx, "content_pages", pageRows);
    await insertChunks(trx, "redirects", redirectRows);
    await insertChunks(trx, "content_folders", media.folders);
    await insertChunks(trx, "content_assets", media.assets);
    await insertChunks(trx, "user", media.people);
    await insertChunks(trx, "user_roles", media.roles);
    await insertChunks(trx, "invitations", media.invitations);
  });
}
