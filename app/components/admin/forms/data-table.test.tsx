import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BackupsScreen, type BackupsData } from "~/components/admin/backups/backups-screen";
import { RedirectsScreen } from "~/components/admin/redirects/redirects-screen";
import { UsersScreen } from "~/components/admin/users/users-screen";
import { DataTable, ListEmpty, type DataColumn } from "./data-table";
import { IconButton } from "./icon-button";
import type { OpenInvitation, Person } from "~/lib/users-schema";

/** The screen at `path` as the server renders it. */
function render(element: React.ReactElement, path = "/admin/x"): string {
  const Stub = createRoutesStub([{ path: "/admin/x", Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

const people: Person[] = [
  { id: "u1", name: "Anna Admin", email: "anna@example.de", role: "admin", two_factor_enabled: true, last_sign_in_at: "2026-11-01T09:00:00.000Z", active: true, created_at: "2026-01-01T00:00:00.000Z", email_verified: true },
  { id: "u2", name: "Bernd Bar", email: "bernd@example.de", role: "editor", two_factor_enabled: false, last_sign_in_at: null, active: false, created_at: "2026-01-01T00:00:00.000Z", email_verified: true },
  { id: "u3", name: "Clara Neu", email: "clara@example.de", role: null, two_factor_enabled: false, last_sign_in_at: null, active: true, created_at: "2026-01-01T00:00:00.000Z", email_verified: false },
];
const invitations: OpenInvitation[] = [
  { id: "i1", email: "dora@example.de", role: "author", invited_at: "2026-11-01T09:00:00.000Z", expires_at: "2026-11-08T09:00:00.000Z" },
];
const backups: BackupsData = {
  backups: [{ name: "cms-backup-2026-11-26-020000.tar.gz", bytes: 123456, created_at: "2026-11-26T01:00:00.000Z" }],
  last: null,
  schedule: { hour: 2, keep_days: 14, time_zone: "Europe/Berlin" },
  location: "local",
  running: null,
};

const screens = {
  users: () => <UsersScreen users={people} invitations={invitations} q="" people={{ total: 3, page: 1, pageCount: 2 }} invitationPages={{ total: 1, page: 1, pageCount: 1, param: "einladungen" }} currentUserId="u1" />,
  usersEmpty: () => <UsersScreen users={[]} invitations={[]} q="xyz" people={{ total: 0, page: 1, pageCount: 1 }} invitationPages={{ total: 0, page: 1, pageCount: 1, param: "einladungen" }} currentUserId="u1" />,
  redirects: () => <RedirectsScreen redirects={[{ id: "r1", from_path: "/alt", to_path: "/neu", status_code: 301, hits: 4 }]} total={1} page={2} pageCount={3} query={{ q: "", sort: "quelle" }} />,
  redirectsEmpty: () => <RedirectsScreen redirects={[]} total={0} page={1} pageCount={1} query={{ q: "", sort: "quelle" }} />,
  redirectsNoMatch: () => <RedirectsScreen redirects={[]} total={0} page={1} pageCount={1} query={{ q: "zzz", sort: "quelle" }} />,
  backups: () => <BackupsScreen data={backups} />,
  backupsEmpty: () => <BackupsScreen data={{ ...backups, backups: [] }} />,
};

interface Fruit {
  id: string;
  name: string;
}
const columns: DataColumn<Fruit>[] = [
  { header: "Name", cell: (fruit) => fruit.name, className: (fruit) => fruit.id === "b" && "text-destructive" },
  { header: "Aktionen", srOnly: true, headerClassName: "w-10", cell: (fruit) => <IconButton icon="trash" label="Löschen" target={fruit.name} destructive /> },
];

describe("DataTable", () => {
  it("renders a header row, a row per item with its attributes and the row-dependent cell classes", () => {
    const html = render(<DataTable columns={columns} rows={[{ id: "a", name: "Apfel" }, { id: "b", name: "Birne" }]} rowKey={(fruit) => fruit.id} rowProps={(fruit) => ({ "data-fruit": fruit.id })} testId="fruits" empty={<ListEmpty>Leer</ListEmpty>} />);
    expect(html).toContain('data-testid="fruits"');
    expect(html).toContain('<th class="px-4 py-2 font-medium">Name</th>');
    expect(html).toContain('<th class="px-4 py-2 w-10"><span class="sr-only">Aktionen</span></th>');
    expect(html.match(/<tr /g)).toHaveLength(2);
    expect(html).toContain('data-fruit="b"><td class="px-4 py-2 text-destructive">Birne</td>');
    expect(html).not.toContain("Leer");
  });

  it("shows the empty state instead of an empty table, and the pager only with more than one page", () => {
    const empty = render(<DataTable columns={columns} rows={[]} rowKey={(fruit) => fruit.id} empty={<ListEmpty dashed>Noch nichts da</ListEmpty>} paging={{ page: 1, pageCount: 1 }} />);
    expect(empty).not.toContain("<table");
    expect(empty).toContain("border-dashed");
    expect(empty).toContain("Noch nichts da");
    expect(empty).not.toContain("list-pager");
    const paged = render(<DataTable columns={columns} rows={[{ id: "a", name: "Apfel" }]} rowKey={(fruit) => fruit.id} empty={null} paging={{ page: 2, pageCount: 3, testId: "fruit-pager" }} />, "/admin/x?page=2");
    expect(paged).toContain('data-testid="fruit-pager"');
    expect(paged).toContain("Seite 2 von 3");
  });

  it("lays rows out as cards on phones when asked", () => {
    const html = render(<DataTable columns={columns} rows={[{ id: "a", name: "Apfel" }]} rowKey={(fruit) => fruit.id} empty={null} cards />);
    expect(html).toContain('<table class="w-full text-left max-sm:block"');
    expect(html).toContain('<thead class="border-b text-xs text-muted-foreground max-sm:hidden">');
    expect(html).toContain("max-sm:grid");
    expect(html).toContain('<td class="px-4 py-2 max-sm:p-0">Apfel</td>');
  });
});

describe("IconButton", () => {
  it("names the action in the tooltip and action and target in the accessible name", () => {
    const html = renderToStaticMarkup(<IconButton icon="pencil" label="Bearbeiten" target="/alt" />);
    expect(html).toContain('aria-label="Bearbeiten: /alt"');
    expect(html).toContain('title="Bearbeiten"');
    expect(html).toContain('href="#ri-pencil"');
    expect(html).not.toContain("text-destructive");
    expect(renderToStaticMarkup(<IconButton icon="trash" label="Löschen" destructive />)).toContain('aria-label="Löschen" title="Löschen"');
  });
});

describe("list screens on the shared DataTable", () => {
  it("people and invitations keep their tables, labels, cards and pagers", () => {
    const html = render(screens.users());
    for (const label of ["Deaktivieren: Clara Neu", "Reaktivieren: Bernd Bar", "Erneut senden: dora@example.de", "Zurückziehen: dora@example.de"]) expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain('data-testid="people-table"');
    expect(html).toContain('data-testid="invitations-table"');
    expect(html).toContain('data-email="anna@example.de"');
    expect(html).toContain('data-testid="people-pager"');
    expect(html).toContain("max-sm:grid");
    expect(render(screens.usersEmpty())).not.toContain("people-table");
  });

  it("redirects keep their rows, actions, empty states and pager", () => {
    const html = render(screens.redirects(), "/admin/x?page=2");
    expect(html).toContain('aria-label="Bearbeiten: /alt"');
    expect(html).toContain('aria-label="Löschen: /alt"');
    expect(html).toContain('data-testid="list-pager"');
    expect(render(screens.redirectsEmpty())).not.toContain("<table");
    expect(render(screens.redirectsNoMatch())).toContain('href="/admin/x"');
  });

  it("backups keep their rows and the dashed empty state", () => {
    expect(render(screens.backups())).toContain('data-testid="backup-row"');
    const empty = render(screens.backupsEmpty());
    expect(empty).toContain("border-dashed");
    expect(empty).not.toContain("backup-row");
  });
});
