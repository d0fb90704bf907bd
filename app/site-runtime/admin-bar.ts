/**
 * The admin bar on public pages (issue 25 item 8): 'Seite bearbeiten', 'Hier bearbeiten' and
 * 'Verwaltung' for a signed-in person with a role, and who that is ('Angemeldet als Anna Berg (Redakteur)'). Its own chunk, loaded by main.ts only when the hint cookie
 * is there (app/lib/admin-hint.ts), so visitors load nothing and ask nothing; the server's
 * document is the same for everybody (and stays in the page cache as it is). The bar sits above
 * the page in the normal flow: it pushes the content down and scrolls away, so the sticky header
 * is never covered.
 */
import { deMenu } from "~/i18n/menu";

const t = deMenu.adminBar;
export const ADMIN_BAR_ID = "admin-leiste";
const LINK =
  "rounded px-1.5 py-1 font-medium sm:px-2 text-white underline-offset-4 hover:bg-white/15 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

interface AdminBarInfo {
  page: { id: string; title: string; edit_path: string; edit_here_path: string } | null;
  admin_path: string;
  user?: { name: string; role: string; role_label: string };
}

function isInfo(value: unknown): value is AdminBarInfo {
  return typeof value === "object" && value !== null && typeof (value as AdminBarInfo).admin_path === "string";
}

function link(doc: Document, href: string, text: string, name: string): HTMLAnchorElement {
  const a = doc.createElement("a");
  a.href = href;
  a.textContent = text;
  a.className = LINK;
  a.setAttribute("data-admin-bar-link", name);
  return a;
}

/** Asks the server whether this browser's session is an admin's, and draws the bar if so. */
export async function showAdminBar(doc: Document): Promise<void> {
  if (doc.getElementById(ADMIN_BAR_ID)) return;
  const response = await fetch(`/api/admin-bar?path=${encodeURIComponent(doc.location.pathname)}`, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  // 401/403: no admin (the answer also removed the hint cookie). Nothing to show.
  if (!response.ok) return;
  const info: unknown = await response.json();
  if (!isInfo(info)) return;
  const nav = doc.createElement("nav");
  nav.id = ADMIN_BAR_ID;
  nav.setAttribute("aria-label", t.label);
  nav.className = "relative z-50 bg-slate-900 text-sm text-white print:hidden";
  const inner = doc.createElement("div");
  inner.className = "mx-auto flex min-h-10 max-w-[1200px] flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1 sm:px-6";
  const who = doc.createElement("span");
  who.className = "hidden text-slate-300 sm:inline";
  who.setAttribute("data-admin-bar-user", "");
  if (info.user) who.textContent = t.signedInAs(info.user.name, info.user.role_label);
  const list = doc.createElement("ul");
  list.className = "flex flex-wrap items-center gap-0.5 sm:gap-1";
  const items: HTMLAnchorElement[] = [];
  if (info.page) {
    items.push(link(doc, info.page.edit_path, t.editPage, "edit"));
    items.push(link(doc, info.page.edit_here_path, t.editHere, "edit-here"));
  }
  items.push(link(doc, info.admin_path, t.admin, "admin"));
  for (const item of items) {
    const li = doc.createElement("li");
    li.append(item);
    list.append(li);
  }
  inner.append(who, list);
  nav.append(inner);
  doc.body.prepend(nav);
}
