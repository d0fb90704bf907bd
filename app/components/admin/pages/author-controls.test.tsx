import type { ComponentProps, ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BlogPostList } from "~/components/admin/blog/blog-post-list";
import type { BlogPostRow } from "~/components/admin/blog/blog-status";
import { TooltipProvider } from "~/components/ui/tooltip";
import { deBlogAdmin } from "~/i18n/blog-admin";
import { de } from "~/i18n/de";
import { PageTree } from "./page-tree";
import type { TreeRowPage } from "./page-tree-row";

/**
 * Issue 38 (13): an Autor sees no control they cannot use — in the page tree no drag handles and
 * no 'Ziehen Sie Seiten …', in the blog list no pencil on a post they may only read — and (12)
 * someone else's unpublished item is a title without a link. The same lists for a Redakteur keep
 * their controls, so the test can fail.
 */

function render(element: ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element: <TooltipProvider>{element}</TooltipProvider> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const row = (id: string, title: string, extra: Partial<TreeRowPage> = {}): Omit<TreeRowPage, "depth"> => ({
  id,
  title,
  slug: id,
  parent_id: null,
  sort_order: 10,
  version: 1,
  is_published: true,
  has_unpublished_changes: false,
  review_status: null,
  is_legal: false,
  content_type: "basis",
  seo: { score: 90, issues: [] },
  ...extra,
});

const post = (id: string, title: string, extra: Partial<BlogPostRow> = {}): BlogPostRow => ({
  id,
  title,
  slug: id,
  version: 1,
  is_published: true,
  has_unpublished_changes: false,
  publish_at: null,
  category: "Allgemein",
  date: "2026-01-05",
  author: "",
  review_status: null,
  ...extra,
});

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

describe("the page tree and the blog list for an Autor", () => {
  const pages = [row("ueber-uns", "Über uns"), row("entwurf", "Fremder Entwurf", { is_published: false, locked: true, seo: { score: 0, issues: [] } })];

  it("page tree: no drag handles and no dragging hint for a read-only role, and others' drafts without a link", () => {
    const readOnly = render(<PageTree pages={pages} readOnly />);
    expect(readOnly).not.toContain(escaped(de.pagesAdmin.dragHandle("Über uns")));
    expect(readOnly).not.toContain("Ziehen Sie Seiten");
    expect(readOnly).not.toContain(escaped(de.pagesAdmin.dragHint));
    expect(readOnly).toContain(de.pagesAdmin.introReadOnly);
    expect(readOnly).toContain('href="/admin/pages/ueber-uns/edit"');
    expect(readOnly).toContain("Fremder Entwurf");
    expect(readOnly).not.toContain('href="/admin/pages/entwurf/edit"');

    // A Redakteur keeps them.
    const editable = render(<PageTree pages={pages.map(({ locked: _locked, ...p }) => p)} />);
    expect(editable).toContain(escaped(de.pagesAdmin.dragHandle("Über uns")));
    expect(editable).toContain("Ziehen Sie Seiten");
    expect(editable).toContain('href="/admin/pages/entwurf/edit"');
  });

  it("blog list: a pencil only on the own draft; someone else's draft is a title without edit or preview link", () => {
    const posts = [
      post("eigen", "Eigener Entwurf", { is_published: false, may_edit: true }),
      post("online", "Veröffentlichter Beitrag", { may_edit: false }),
      post("fremd", "Fremder Beitragsentwurf", { is_published: false, locked: true, may_edit: false }),
    ];
    // The list's own props besides the rows (one page of all of them).
    const list = (rows: BlogPostRow[], mayDelete: boolean) =>
      ({ posts: rows, total: rows.length, all: rows.length, page: 1, pageCount: 1, query: { q: "", status: null, category: null, sort: "neueste" }, categories: [], now: Date.parse("2026-02-01"), mayDelete }) as ComponentProps<typeof BlogPostList>;
    const html = render(<BlogPostList {...list(posts, false)} />);
    expect(html).toContain(escaped(deBlogAdmin.editOf("Eigener Entwurf")));
    expect(html).not.toContain(escaped(deBlogAdmin.editOf("Veröffentlichter Beitrag")));
    expect(html).toContain('href="/admin/blog/online/edit"'); // the title still opens it, read-only
    expect(html).toContain("Fremder Beitragsentwurf");
    expect(html).not.toContain("/admin/blog/fremd/edit");
    expect(html).not.toContain("/blog/fremd?preview=true");

    // The same rows for a Redakteur (no access fields): a pencil on each.
    const editor = render(<BlogPostList {...list(posts.map(({ locked: _l, may_edit: _m, ...p }) => p), true)} />);
    for (const title of ["Eigener Entwurf", "Veröffentlichter Beitrag", "Fremder Beitragsentwurf"]) expect(editor).toContain(escaped(deBlogAdmin.editOf(title)));
  });
});
