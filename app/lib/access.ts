/**
 * Who may do what (issue 29): the one declaration of roles and their capabilities. The server
 * enforces it (app/server/auth/guard.server.ts, requireAccess), the admin shows only what a role
 * may use (the same `can`), and app/server/auth/operations.ts maps every API operation and admin
 * route onto a capability; the matrix test walks them all against this table.
 */

/** Stored ids (user_roles.role), strongest first. */
export const ROLES = ["admin", "editor", "author"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  editor: "Redakteur",
  author: "Autor",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

const ALL = ["admin", "editor", "author"] as const satisfies readonly Role[];
const EDITORS = ["admin", "editor"] as const satisfies readonly Role[];
const ADMINS = ["admin"] as const satisfies readonly Role[];

/**
 * Each capability with the roles that have it and a German description (shown on /api/docs and
 * the people page). Signed in without a role: none of them ('Kein Zugriff', spec §2).
 */
export const CAPABILITIES = {
  "admin.enter": { roles: ALL, label: "Verwaltung öffnen: Dashboard und eigenes Konto" },
  "pages.read": { roles: ALL, label: "Seiten, Vorlagen und Arbeitsstände lesen (Autoren: von fremden unveröffentlichten Entwürfen nur den Titel)" },
  // Issue 38: an Autor opens and previews only published items and their own drafts.
  "drafts.others": { roles: EDITORS, label: "Unveröffentlichte Entwürfe anderer öffnen und in der Vorschau ansehen" },
  "pages.edit": { roles: EDITORS, label: "Seiten anlegen, bearbeiten und ordnen" },
  "pages.publish": { roles: EDITORS, label: "Veröffentlichen, zurückziehen, Arbeitsstand verwerfen, planen" },
  "pages.delete": { roles: EDITORS, label: "Löschen und ältere Versionen wiederherstellen" },
  "pages.submit": { roles: ALL, label: "Zur Freigabe einreichen (Autoren: eigene Entwürfe)" },
  "pages.review": { roles: EDITORS, label: "Freigaben prüfen, freigeben oder zurückgeben; Anmerkungen setzen" },
  // Issue 38: the four-eyes rule is lifted only by an Administrator, logged, never with a publish.
  "review.waive": { roles: ADMINS, label: "'Freigabe erforderlich' aufheben (nie zusammen mit dem Veröffentlichen)" },
  "pages.share": { roles: ALL, label: "Vorschau-Links teilen und widerrufen (Autoren: eigene Entwürfe)" },
  "posts.write": { roles: ALL, label: "Blogbeiträge anlegen und bearbeiten (Autoren: nur eigene Entwürfe)" },
  "presentations.edit": { roles: EDITORS, label: "Präsentationen anlegen und bearbeiten" },
  "templates.edit": { roles: EDITORS, label: "Vorlagen anlegen, ändern und löschen" },
  "media.read": { roles: ALL, label: "Mediathek ansehen" },
  "media.upload": { roles: ALL, label: "Dateien hochladen" },
  "media.edit": { roles: EDITORS, label: "Dateien und Ordner bearbeiten, verschieben und löschen; Downloads" },
  "inbox.read": { roles: EDITORS, label: "Posteingang lesen und bearbeiten" },
  "analytics.read": { roles: EDITORS, label: "Statistik ansehen und exportieren" },
  "redirects.edit": { roles: ADMINS, label: "Weiterleitungen verwalten" },
  "settings.edit": { roles: ADMINS, label: "Website-Einstellungen und Postausgang" },
  "backups.run": { roles: ADMINS, label: "Sicherungen anlegen und herunterladen" },
  "import.run": { roles: ADMINS, label: "WordPress-Import" },
  "users.manage": { roles: ADMINS, label: "Benutzer einladen, Rollen ändern, deaktivieren" },
  "log.read": { roles: ADMINS, label: "Protokoll lesen und exportieren" },
} as const satisfies Record<string, { roles: readonly Role[]; label: string }>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return role != null && (CAPABILITIES[capability].roles as readonly Role[]).includes(role);
}

/** The strongest of a person's stored roles (unknown ids ignored), or null. */
export function strongestRole(roles: readonly string[]): Role | null {
  return ROLES.find((r) => roles.includes(r)) ?? null;
}
