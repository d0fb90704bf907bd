/**
 * The log's actions (issue 29, 'Protokoll'): stored ids with their German labels, shown in the
 * log's filter and table. Shared by server and admin UI.
 */
export const AUDIT_ACTIONS = {
  "auth.sign-in": "Anmeldung",
  "auth.sign-in-failed": "Anmeldung fehlgeschlagen",
  "auth.sign-out": "Abmeldung",
  "auth.two-factor-enabled": "Zwei-Faktor eingeschaltet",
  "auth.two-factor-disabled": "Zwei-Faktor ausgeschaltet",
  "user.invited": "Einladung verschickt",
  "user.invitation-accepted": "Einladung angenommen",
  "user.invitation-withdrawn": "Einladung zurückgezogen",
  "user.invitation-resent": "Einladung erneut verschickt",
  "user.role-changed": "Rolle geändert",
  "user.deactivated": "Deaktiviert",
  "user.reactivated": "Reaktiviert",
  "user.two-factor-reset": "Zwei-Faktor zurückgesetzt",
  "page.created": "Angelegt",
  "page.published": "Veröffentlicht",
  "page.unpublished": "Zurückgezogen",
  "page.deleted": "Gelöscht",
  "page.restored": "Version wiederhergestellt",
  "page.review-submitted": "Zur Freigabe eingereicht",
  "page.review-approved": "Freigegeben",
  "page.review-returned": "Zurückgegeben",
  "page.review-required-set": "'Freigabe erforderlich' gesetzt",
  "page.review-required-cleared": "'Freigabe erforderlich' aufgehoben",
  "page.annotation-added": "Anmerkung gesetzt",
  "page.annotation-resolved": "Anmerkung erledigt",
  "page.annotation-deleted": "Anmerkung gelöscht",
  "page.preview-link-created": "Vorschau-Link geteilt",
  "page.preview-links-revoked": "Vorschau-Links widerrufen",
  "settings.saved": "Einstellungen gespeichert",
  "media.deleted": "Datei gelöscht",
  "redirect.created": "Weiterleitung angelegt",
  "redirect.changed": "Weiterleitung geändert",
  "redirect.deleted": "Weiterleitung gelöscht",
  "backup.created": "Sicherung angelegt",
  "backup.downloaded": "Sicherung heruntergeladen",
  "backup.restored": "Sicherung eingespielt",
  "import.run": "Import ausgeführt",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** What an entry is about; pages, posts and presentations are all content_pages rows. */
export const AUDIT_OBJECT_TYPES = {
  page: "Seite",
  post: "Beitrag",
  presentation: "Präsentation",
  user: "Benutzer",
  invitation: "Einladung",
  settings: "Einstellungen",
  asset: "Datei",
  redirect: "Weiterleitung",
  backup: "Sicherung",
  import: "Import",
} as const;

export type AuditObjectType = keyof typeof AUDIT_OBJECT_TYPES;

/** The object type of a content_pages row by its content type. */
export function pageObjectType(contentType: string | null | undefined): AuditObjectType {
  return contentType === "blog" ? "post" : contentType === "presentation" ? "presentation" : "page";
}
