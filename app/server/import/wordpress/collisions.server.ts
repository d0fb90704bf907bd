import { deImport } from "~/i18n/import";
import type { AddressCollisionView, ImportNoteKind } from "~/lib/import-schema";
import { pageHref } from "~/lib/navigation";
import type { Page } from "~/lib/pages";
import type { Db } from "../../db/client.server";
import { addRevision, revisionOf } from "../../pages/revisions.server";

/**
 * Issue 39, Deliver 4: on a site with its own content, an imported page whose address an own page
 * already has (the user's /impressum, /kontakt; the old front page and the home page here) is
 * never put beside it silently under '-2'. The dry run lists each such meeting (the address, the
 * page here, what would happen) in the report group 'Gleiche Adresse'; the import then either
 * keeps the page here and gives the imported one a new address (the default), or, when asked
 * ('Vorhandene Seiten mit gleicher Adresse ersetzen', `--overwrite`), writes the imported content
 * into the page here: its id, menu place and settings stay, and its words before stay a version
 * of their own (restorable under 'Versionen').
 *
 * Only pages meet pages and posts meet posts: a post's address is /blog/…, so a post and a page
 * of the same slug do not share one (that is the old 'Adresse war vergeben' note). Demo pages the
 * import removes and pages an earlier import of the same site made are not meetings.
 */

export type AddressCollision = AddressCollisionView;

interface OwnPage {
  id: string;
  slug: string;
  title: string;
  content_type: string;
}

/** What the import knows of the entry meeting a page here. */
interface Incoming {
  id: number;
  type: "page" | "post";
  title: string;
}

type Note = (item: string | null, message: string, kind?: ImportNoteKind) => void;

const KIND: ImportNoteKind = "collisions";
/** Kinds of pages here an imported page may replace (posts and presentations have addresses of their own). */
const NOT_PAGES = new Set(["blog", "presentation"]);

function itemLabel(entry: Incoming): string {
  return `${entry.type === "page" ? "Seite" : "Beitrag"} „${entry.title || "(ohne Titel)"}“`;
}

function addressOf(type: "page" | "post", slug: string): string {
  return type === "post" ? `/blog/${slug}` : pageHref(slug);
}

export class AddressCollisions {
  readonly list: AddressCollision[] = [];
  private front: { entryId: number; home: OwnPage } | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: {
      /** Replace the pages here ('Vorhandene Seiten mit gleicher Adresse ersetzen', --overwrite). */
      replace: boolean;
      /** Slugs of demo pages the import removes (a dry run still sees them). */
      freed: ReadonlySet<string>;
      /** Pages an earlier import of this site made: updated by their own entry, never met. */
      importedTargets: ReadonlySet<string>;
    },
  ) {}

  get replace(): boolean {
    return this.options.replace;
  }

  /** The old site's front page meets the home page here (it has content, the home page is the user's). */
  setFront(entryId: number, home: OwnPage): void {
    this.front = { entryId, home };
  }

  private async pageAt(slug: string): Promise<OwnPage | null> {
    if (this.options.freed.has(slug)) return null;
    const row = await this.db.selectFrom("content_pages").select(["id", "slug", "title", "content_type"]).where("slug", "=", slug).executeTakeFirst();
    return row ?? null;
  }

  /**
   * An entry about to get an address: `wanted` is the slug it asks for, `alternative` the one it
   * gets when the page here stays, `taken` the slugs this import has given already. Records the
   * meeting; returns the page to write into when it is replaced, else null (the entry takes
   * `alternative`). True `met` also when kept: the caller's own note about the slug is not needed.
   */
  async check(entry: Incoming, wanted: string, alternative: string, taken: ReadonlySet<string>): Promise<{ replace: OwnPage | null; met: boolean }> {
    let own = taken.has(wanted) ? null : await this.pageAt(wanted);
    if (own && (this.options.importedTargets.has(own.id) || (entry.type === "post") !== (own.content_type === "blog") || (entry.type === "page" && NOT_PAGES.has(own.content_type)))) own = null;
    if (!own && this.front?.entryId === entry.id) own = this.front.home;
    if (!own) return { replace: null, met: false };
    const replaced = this.options.replace;
    this.list.push({
      address: addressOf(entry.type, own.slug),
      item: itemLabel(entry),
      existing_id: own.id,
      existing_title: own.title,
      new_address: addressOf(entry.type, alternative),
      replaced,
    });
    return { replace: replaced ? own : null, met: true };
  }

  /** One note per meeting, in the report group 'Gleiche Adresse'. */
  writeNotes(note: Note, dryRun: boolean): void {
    const words = deImport.collisions;
    for (const c of this.list) {
      const message = c.replaced
        ? dryRun
          ? words.wouldReplace(c.address, c.existing_title)
          : words.replaced(c.address, c.existing_title)
        : dryRun
          ? words.wouldKeep(c.address, c.existing_title, c.new_address)
          : words.kept(c.address, c.existing_title, c.new_address);
      note(c.item, message, KIND);
    }
  }
}

/**
 * Before an imported page is written into a page here: the page's words as they are now become a
 * version of their own (not part of anyone's editing run, which a later save would continue and
 * overwrite), so 'Versionen' brings them back.
 */
export async function keepReplacedVersion(db: Db, page: Page): Promise<void> {
  await addRevision(db, revisionOf(page, deImport.collisions.versionSummary, null, "save"));
}
