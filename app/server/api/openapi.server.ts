import { inboxFilterSchema, inboxListQuerySchema } from "~/lib/inbox-schema";
import { analyticsRangeQuerySchema, slugCheckQuerySchema } from "~/lib/api-schema";
import { assetListQueryDocSchema } from "~/lib/media-schema";
import { logFilterSchema, logListQuerySchema } from "~/lib/audit-query";
import { componentSchemas, queryParameters, ref } from "~/server/api/openapi-schemas.server";
import { pageListQuerySchema, redirectListQuerySchema } from "~/lib/list-paging";
import { withAccess } from "~/server/api/openapi-access.server";

/**
 * The OpenAPI 3.1 document served at /api/docs (JSON for clients, a German reference page for
 * browsers). The paths are listed here beside the routes they describe (app/routes/api/, plus
 * /api/contact in Express); every schema comes from zod (openapi-schemas.server.ts). Tests check
 * it with a standard validator and against app/routes.ts in both directions.
 */

const jsonBody = (schema: object, description?: string) => ({
  ...(description ? { description } : {}),
  content: { "application/json": { schema } },
});
const id = (name: string, description: string) => ({ name, in: "path", required: true, schema: { type: "string" }, description });
const admin = [{ session: [] }];

const errors = {
  "400": jsonBody(ref("ValidationError"), "Ungültige Eingaben; `fields` nennt jedes fehlerhafte Feld. Nichts wurde gespeichert."),
  "401": jsonBody(ref("Error"), "Nicht angemeldet"),
  "403": jsonBody(ref("Error"), "Angemeldet, aber die Rolle darf das nicht"),
};
/** Guarded reads: no body to refuse. */
const guard = { "401": errors["401"], "403": errors["403"] };
const notFound = { "404": jsonBody(ref("Error"), "Nicht gefunden") };
const conflict = (text: string) => ({ "409": jsonBody(ref("Error"), text) });
/** GET /api/pages/{id}/compare (issue 30): app/lib/compare/types.ts PageComparison. */
const wordChange = {
  type: "object",
  required: ["kind", "text"],
  properties: { kind: { type: "string", enum: ["same", "added", "removed"] }, text: { type: "string", description: "Wörter samt Leerraum" } },
};
const fieldChange = {
  type: "object",
  required: ["field", "label", "before", "after"],
  properties: {
    field: { type: "string", description: "Schlüssel des Feldes, z. B. „text“ oder „items.2.title“" },
    label: { type: "string", description: "Deutscher Name des Feldes" },
    before: { type: "string", description: "Alter Wert als Klartext (HTML auf seinen Text reduziert)" },
    after: { type: "string", description: "Neuer Wert als Klartext" },
    words: { type: "array", items: wordChange, description: "Wortänderungen eines Textfeldes; fehlt bei Werten, die kein Text sind" },
  },
};
const styleChange = {
  type: "object",
  required: ["field", "label", "before", "after", "text"],
  properties: {
    field: { type: "string", description: "z. B. „padding.top“" },
    label: { type: "string", description: "z. B. „Innenabstand oben“" },
    before: { type: "string", description: "„Standard“, wenn nicht gesetzt" },
    after: { type: "string" },
    text: { type: "string", description: "z. B. „Innenabstand oben 16 → 32“" },
  },
};
const comparedState = {
  type: "object",
  required: ["ref", "label", "at", "title"],
  properties: {
    ref: { type: "string", description: "„published“, „draft“ oder eine Versions-ID" },
    label: { type: "string", description: "z. B. „Veröffentlicht“, „Arbeitsstand“, „Version vom 27.11.2026, 10:42“, „Nicht veröffentlicht“" },
    at: { type: ["string", "null"], format: "date-time" },
    title: { type: "string" },
    author: { type: ["string", "null"], description: "Wer die Version gespeichert hat" },
    exists: { type: "boolean", description: "false: nie veröffentlicht, der leere Stand" },
  },
};
const pageComparison = {
  type: "object",
  required: ["page_id", "from", "to", "meta", "blocks", "summary"],
  properties: {
    page_id: { type: "string" },
    from: comparedState,
    to: comparedState,
    meta: { type: "array", items: fieldChange, description: "Geänderte Seitenangaben: Titel, Slug, Meta-Titel, Meta-Beschreibung" },
    blocks: {
      type: "array",
      items: {
        type: "object",
        required: ["id", "type", "label", "kind", "parents", "slot", "from_index", "to_index", "fields", "styles"],
        properties: {
          id: { type: "string" },
          type: { type: "string" },
          label: { type: "string", description: "Blocktyp und Textanfang, z. B. „Absatz: Willkommen bei …“" },
          kind: { type: "string", enum: ["added", "removed", "moved", "changed", "style", "unchanged"] },
          moved: { type: "boolean", description: "Auch verschoben (bei changed oder style)" },
          parents: { type: "array", items: { type: "string" }, description: "IDs der umgebenden Blöcke, äußerster zuerst" },
          slot: { type: ["string", "null"], description: "Slot im Eltern-Block, z. B. „columns[1]“" },
          from_index: { type: ["integer", "null"] },
          to_index: { type: ["integer", "null"] },
          fields: { type: "array", items: fieldChange },
          styles: { type: "array", items: styleChange },
          before: { type: "object", description: "Der Block vorher (ohne verschachtelte Blöcke)" },
          after: { type: "object", description: "Der Block nachher (ohne verschachtelte Blöcke)" },
        },
      },
    },
    summary: {
      type: "object",
      required: ["added", "removed", "moved", "changed", "style"],
      properties: { added: { type: "integer" }, removed: { type: "integer" }, moved: { type: "integer" }, changed: { type: "integer" }, style: { type: "integer" } },
    },
  },
};
const nullableString = { type: ["string", "null"] };
/** A reviewer's note on a block (issue 30). */
const annotationSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    page_id: { type: "string" },
    block_id: { type: "string" },
    body: { type: "string" },
    created_by: nullableString,
    created_by_name: nullableString,
    created_at: { type: "string", format: "date-time" },
    resolved_at: { ...nullableString, description: "null: offen" },
    resolved_by: nullableString,
    resolved_by_name: nullableString,
  },
  required: ["id", "page_id", "block_id", "body", "created_at", "resolved_at"],
};
/** One of the person's own sessions (app/lib/sessions.ts, AccountSession). */
const accountSession = {
  type: "object",
  required: ["id", "current", "device", "address", "created_at", "last_used_at", "expires_at"],
  properties: {
    id: { type: "string" },
    current: { type: "boolean", description: "Die Sitzung dieser Anfrage" },
    device: { type: "string", description: "Browser und System, z. B. „Chrome auf Windows“" },
    address: { type: ["string", "null"], description: "Adresse der Anmeldung ohne letzten Teil, z. B. 192.168.1.x" },
    created_at: { type: "string", format: "date-time" },
    last_used_at: { type: "string", format: "date-time", description: "Letzte Anfrage (auf fünf Minuten genau)" },
    expires_at: { type: "string", format: "date-time" },
  },
};
const accountSessionsChanged = (withCount: boolean) => ({
  type: "object",
  required: withCount ? ["ended", "sessions"] : ["sessions"],
  properties: { ...(withCount ? { ended: { type: "integer", description: "Beendete Sitzungen" } } : {}), sessions: { type: "array", items: accountSession } },
});

export const TAGS = [
  { name: "Seiten", description: "Seitenbaum, Seiten anlegen, ändern, ordnen und löschen" },
  { name: "Versionen", description: "Versionshistorie einer Seite und Wiederherstellen" },
  { name: "Freigaben", description: "Zur Freigabe einreichen, freigeben, zurückgeben, Anmerkungen und Vorschau-Links" },
  { name: "Anwesenheit", description: "Wer eine Seite gerade bearbeitet oder ansieht" },
  { name: "Weiterleitungen", description: "Weiterleitungen alter Adressen (301/302)" },
  { name: "Vorlagen", description: "Seitenvorlagen" },
  { name: "Einstellungen", description: "Website-Einstellungen" },
  { name: "Kontakt", description: "Kontaktformulare der öffentlichen Seiten" },
  { name: "Posteingang", description: "Eingegangene Kontaktanfragen" },
  { name: "Bausteine", description: "Block-Typen für den Editor" },
  { name: "Statistik", description: "Besucherstatistik ohne Cookies (nur wenn in den Einstellungen eingeschaltet gezählt)" },
  { name: "Medien", description: "Mediathek: Dateien hochladen, suchen, bearbeiten, löschen; Ordner und Download-Ordner" },
  { name: "Import", description: "WordPress-Export übernehmen (Probelauf und Import)" },
  { name: "Sicherungen", description: "Sicherungen der ganzen Website: anlegen, auflisten, herunterladen" },
  { name: "Hintergrundarbeiten", description: "Fortschritt und Ergebnis eines Imports oder einer Sicherung" },
  { name: "Website", description: "Hilfen für angemeldete Personen mit Rolle auf der öffentlichen Website" },
  { name: "Protokoll", description: "Wer hat was getan: Anmeldungen, Änderungen an Seiten, Einstellungen, Medien, Weiterleitungen, Sicherungen und Importe (nur Administratoren)" },
  { name: "Benutzer", description: "Personen, Rollen und Einladungen (nur Administratoren)" },
  { name: "Konto", description: "Eigenes Konto: aktive Sitzungen ansehen und beenden (jede Rolle)" },
  { name: "Dokumentation", description: "Diese Beschreibung" },
];

/** The answer of GET/POST /api/pages/{id}/presence. */
const PRESENCE_ANSWER = {
  type: "object",
  properties: {
    people: {
      type: "array",
      items: {
        type: "object",
        properties: {
          user_id: { type: "string" },
          name: { type: "string" },
          initials: { type: "string" },
          mode: { type: "string", enum: ["edit", "view"] },
          since: { type: "string", format: "date-time" },
          surface: { type: "string", enum: ["builder", "slides", "inline"] },
          self: { type: "boolean", description: "Ein anderer Tab der fragenden Person" },
          tabs: { type: "integer" },
        },
      },
    },
  },
} as const;

export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: "CMS-API",
      version: "1.0.0",
      description:
        "JSON-API der Verwaltung. Geschützte Anfragen brauchen eine Sitzung (Cookie) mit einer Rolle, die die genannte Berechtigung hat (Autor, Redakteur, Administrator; siehe „Berechtigungen“), schreibende zusätzlich einen Origin-Header der eigenen Website. Feldnamen wie in der Datenbank (snake_case). Fehler antworten mit JSON `{ error, fields }` und deutschen Meldungen.",
    },
    servers: [{ url: "/" }],
    tags: TAGS,
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "cms.session_token", description: "Sitzung nach der Anmeldung unter /auth" } },
      schemas: componentSchemas(),
    },
    // Each operation names its permission from the role matrix (app/server/auth/operations.ts).
    paths: withAccess({
      "/api/pages": {
        get: {
          tags: ["Seiten"],
          summary: "Seiten in Baumreihenfolge (ohne Inhalt); Besucher sehen nur veröffentlichte",
          parameters: queryParameters(pageListQuerySchema),
          responses: {
            "200": {
              ...jsonBody({ type: "array", items: ref("TreePage") }, "Seitenbaum (Besucher: nur veröffentlichte Seiten); mit limit/offset eine Seite davon"),
              headers: { "X-Total-Count": { description: "Mit limit/offset: Anzahl aller Seiten des Baums", schema: { type: "integer" } } },
            },
            "400": errors["400"],
          },
        },
        post: {
          tags: ["Seiten"],
          summary: "Seite anlegen",
          description: "Ohne Slug wird er aus dem Titel gebildet. Mit `template_id` übernimmt die Seite den Inhalt der Vorlage.",
          security: admin,
          requestBody: jsonBody(ref("PageCreate")),
          responses: { "201": jsonBody(ref("Page"), "Die angelegte Seite"), ...errors, ...conflict("Slug vergeben oder übergeordnete Seite fehlt") },
        },
      },
      "/api/pages/order": {
        put: {
          tags: ["Seiten"],
          summary: "Geschwister neu ordnen (sort_order = Position × 10)",
          security: admin,
          requestBody: jsonBody(ref("PageOrder")),
          responses: { "200": jsonBody(ref("OrderResult"), "Reihenfolge gespeichert"), ...errors },
        },
      },
      "/api/pages/slug-check": {
        get: {
          tags: ["Seiten"],
          summary: "Slug prüfen",
          security: admin,
          parameters: queryParameters(slugCheckQuerySchema),
          responses: { "200": jsonBody(ref("SlugCheck"), "Ob der Slug frei ist, sonst ein Vorschlag"), ...guard },
        },
      },
      "/api/pages/{id}": {
        parameters: [id("id", "Seiten-ID")],
        get: {
          tags: ["Seiten"],
          summary: "Eine Seite mit Inhalt als Blockliste: für Rollen mit Leserecht (Seiten lesen) der Arbeitsstand, für Besucher der veröffentlichte Stand",
          description: "Besucher erhalten keine privaten Blockfelder (z. B. den Empfänger eines Kontaktformulars, `recipientEmail`); nur angemeldete Rollen mit Leserecht sehen sie.",
          responses: { "200": jsonBody(ref("Page"), "Die Seite"), ...notFound },
        },
        patch: {
          tags: ["Seiten"],
          summary:
            "Seite teilweise ändern: Titel, Inhalt und Meta-Angaben gehen in den Arbeitsstand (sichtbar erst nach /publish), Slug, Eltern, Reihenfolge und Schalter sofort. Schnelle Speicherungen einer Person ergeben eine Version. `version` ist Pflicht (fehlt sie: 400), damit keine Änderung anderer still überschrieben wird.",
          security: admin,
          requestBody: jsonBody(ref("PagePatch")),
          responses: { "200": jsonBody(ref("Page"), "Die geänderte Seite"), ...errors, ...notFound, ...conflict("Veraltete Version, Slug vergeben oder Zyklus") },
        },
        delete: {
          tags: ["Seiten"],
          summary: "Seite löschen",
          security: admin,
          responses: { "204": { description: "Gelöscht" }, ...guard, ...notFound, ...conflict("Rechtliche Seiten können nicht gelöscht werden") },
        },
      },
      "/api/pages/{id}/publish": {
        parameters: [id("id", "Seiten-ID")],
        post: {
          tags: ["Seiten"],
          summary: "Arbeitsstand veröffentlichen: wird sichtbar, die Seite geht online (Version „Veröffentlicht“)",
          security: admin,
          requestBody: jsonBody(ref("PageVersion")),
          responses: { "200": jsonBody(ref("Page"), "Die veröffentlichte Seite"), ...errors, ...notFound, ...conflict("Veraltete Version") },
        },
      },
      "/api/pages/{id}/unpublish": {
        parameters: [id("id", "Seiten-ID")],
        post: {
          tags: ["Seiten"],
          summary: "Seite offline nehmen (eigene Version); der Arbeitsstand bleibt",
          security: admin,
          requestBody: jsonBody(ref("PageUnpublish")),
          responses: { "200": jsonBody(ref("Page"), "Die Seite, offline"), ...errors, ...notFound, ...conflict("Veraltete Version") },
        },
      },
      "/api/pages/{id}/discard": {
        parameters: [id("id", "Seiten-ID")],
        post: {
          tags: ["Seiten"],
          summary: "Nicht veröffentlichte Änderungen verwerfen: der Arbeitsstand wird wieder der veröffentlichte Stand (eigene Version)",
          security: admin,
          requestBody: jsonBody(ref("PageVersion")),
          responses: { "200": jsonBody(ref("Page"), "Die Seite mit dem veröffentlichten Stand"), ...errors, ...notFound, ...conflict("Veraltete Version") },
        },
      },
      "/api/pages/{id}/revisions": {
        parameters: [id("id", "Seiten-ID")],
        get: {
          tags: ["Versionen"],
          summary: "Versionen, neueste zuerst",
          security: admin,
          responses: { "200": jsonBody({ type: "array", items: ref("Revision") }, "Versionen der Seite"), ...guard, ...notFound },
        },
      },
      "/api/pages/{id}/revisions/{revisionId}": {
        parameters: [id("id", "Seiten-ID"), id("revisionId", "Versions-ID")],
        get: { tags: ["Versionen"], summary: "Eine Version mit Inhalt", security: admin, responses: { "200": jsonBody(ref("Revision"), "Die Version"), ...guard, ...notFound } },
      },
      "/api/pages/{id}/revisions/{revisionId}/restore": {
        parameters: [id("id", "Seiten-ID"), id("revisionId", "Versions-ID")],
        post: {
          tags: ["Versionen"],
          summary: "Version wiederherstellen (neue Version, nichts wird gelöscht); `version` ist Pflicht wie bei jeder Änderung der Seite",
          security: admin,
          requestBody: jsonBody(ref("PageVersion")),
          responses: { "200": jsonBody(ref("Page"), "Die Seite mit dem Inhalt der Version"), ...errors, ...notFound, ...conflict("Veraltete Version") },
        },
      },
      // Issue 30 (2): comparing versions.
      "/api/pages/{id}/compare": {
        parameters: [id("id", "Seiten-ID")],
        get: {
          tags: ["Versionen"],
          summary: "Zwei Stände vergleichen: from=<Versions-ID|published>, to=<Versions-ID|draft>",
          description:
            "Jeder Block beider Stände in der Lesereihenfolge von `to` (entfernte dort, wo sie waren), über seine ID zugeordnet, in jeder Tiefe: " +
            "added, removed, moved (anderer Eltern-Block oder Slot, oder andere Stelle unter Geschwistern, die keine Einfügung erklärt), " +
            "changed (Inhalt, mit Wortänderungen geänderter Texte), style (nur Gestaltung, z. B. „Innenabstand oben 16 → 32“), unchanged. " +
            "Eine nie veröffentlichte Seite hat als „published“ den leeren Stand („Nicht veröffentlicht“, `exists: false`): alles ist hinzugefügt. " +
            "Auch from=draft und to=published sind erlaubt.",
          security: admin,
          parameters: [
            { name: "from", in: "query", required: true, schema: { type: "string" }, description: "Älterer Stand: „published“, „draft“ oder die ID einer Version dieser Seite" },
            { name: "to", in: "query", required: true, schema: { type: "string" }, description: "Neuerer Stand: „draft“, „published“ oder die ID einer Version dieser Seite" },
          ],
          responses: {
            "200": jsonBody(pageComparison, "Die Änderungen je Block"),
            "400": jsonBody(ref("ValidationError"), "`from` oder `to` ist kein gültiger Stand; `fields` nennt den Parameter"),
            ...guard,
            "404": jsonBody(ref("Error"), "Seite nicht gefunden oder die Version gehört nicht zu dieser Seite"),
          },
        },
      },
      // Issue 30 (1): review.
      "/api/pages/{id}/review": {
        parameters: [id("id", "Seiten-ID")],
        post: {
          tags: ["Freigaben"],
          summary: "Arbeitsstand zur Freigabe einreichen (mit Notiz)",
          description:
            "Autoren nur eigene, nie veröffentlichte und nicht geplante Beiträge (sonst 403); Redakteure und Administratoren jede Seite. " +
            "Schreibt eine Version 'Zur Freigabe eingereicht', einen Protokolleintrag und eine E-Mail an alle aktiven Redakteure und Administratoren (außer der einreichenden Person). " +
            "Speichern während der Prüfung lässt die Freigabe ausstehend; die Prüfer sehen immer den neuesten Arbeitsstand.",
          security: admin,
          requestBody: jsonBody(ref("ReviewSubmit")),
          responses: { "200": jsonBody(ref("Page"), "Die Seite mit review_status pending"), ...errors, ...notFound, ...conflict("Freigabe bereits ausstehend") },
        },
      },
      "/api/pages/{id}/review/approve": {
        parameters: [id("id", "Seiten-ID")],
        post: {
          tags: ["Freigaben"],
          summary: "Freigeben und veröffentlichen",
          description:
            "Nur bei ausstehender Freigabe (sonst 409). Veröffentlicht den Arbeitsstand wie POST /api/pages/{id}/publish (gleiche Versionsprüfung, Version 'Veröffentlicht'), auch bei 'Freigabe erforderlich'. " +
            "Die eigene Einreichung gibt nur ein Administrator frei (sonst 403). E-Mail an die einreichende Person.",
          security: admin,
          requestBody: jsonBody(ref("PageVersion")),
          responses: { "200": jsonBody(ref("Page"), "Die veröffentlichte Seite"), ...errors, ...notFound, ...conflict("Keine Freigabe ausstehend oder veraltete Version") },
        },
      },
      "/api/pages/{id}/review/return": {
        parameters: [id("id", "Seiten-ID")],
        post: {
          tags: ["Freigaben"],
          summary: "Zurückgeben mit Kommentar",
          description: "Nur bei ausstehender Freigabe (sonst 409); der Kommentar ist Pflicht. E-Mail mit dem Kommentar an die einreichende Person.",
          security: admin,
          requestBody: jsonBody(ref("ReviewReturn")),
          responses: { "200": jsonBody(ref("Page"), "Die Seite mit review_status returned"), ...errors, ...notFound, ...conflict("Keine Freigabe ausstehend") },
        },
      },
      "/api/pages/{id}/annotations": {
        parameters: [id("id", "Seiten-ID")],
        get: {
          tags: ["Freigaben"],
          summary: "Anmerkungen zu Blöcken der Seite",
          security: admin,
          responses: { "200": jsonBody({ type: "object", properties: { annotations: { type: "array", items: annotationSchema } }, required: ["annotations"] }, "Die Anmerkungen, älteste zuerst"), ...guard, ...notFound },
        },
        post: {
          tags: ["Freigaben"],
          summary: "Anmerkung an einen Block heften",
          security: admin,
          requestBody: jsonBody(ref("AnnotationCreate")),
          responses: { "201": jsonBody(annotationSchema, "Die Anmerkung"), ...errors, ...notFound },
        },
      },
      "/api/pages/{id}/annotations/{annotationId}": {
        parameters: [id("id", "Seiten-ID"), id("annotationId", "Anmerkungs-ID")],
        patch: {
          tags: ["Freigaben"],
          summary: "Anmerkung erledigen oder wieder öffnen",
          description: "Redakteure, Administratoren und der Autor der Seite (angelegt oder eingereicht); andere 403.",
          security: admin,
          requestBody: jsonBody(ref("AnnotationPatch")),
          responses: { "200": jsonBody(annotationSchema, "Die Anmerkung"), ...errors, ...notFound },
        },
        delete: { tags: ["Freigaben"], summary: "Anmerkung löschen", security: admin, responses: { "204": { description: "Gelöscht" }, ...guard, ...notFound } },
      },
      // Issue 30 (3): presence.
      "/api/pages/{id}/presence": {
        parameters: [id("id", "Seiten-ID")],
        get: {
          tags: ["Anwesenheit"],
          summary: "Wer die Seite gerade geöffnet hat",
          description:
            "Die Personen, deren Tab die Seite in den letzten 30 s gemeldet hat, eine je Person (bearbeitet, wenn ein Tab bearbeitet). `client_id` lässt den fragenden Tab weg; die eigenen anderen Tabs kommen mit `self: true`. An- und Abmeldungen kommen sofort über `GET /api/events?page=<id>` (nur angemeldet).",
          security: admin,
          parameters: [{ name: "client_id", in: "query", required: false, schema: { type: "string", pattern: "^[A-Za-z0-9_-]{8,64}$" } }],
          responses: { "200": jsonBody(PRESENCE_ANSWER, "Die anderen Personen auf der Seite"), ...errors, ...notFound },
        },
        post: {
          tags: ["Anwesenheit"],
          summary: "Anmelden oder Lebenszeichen (alle ~10 s); antwortet mit den anderen",
          description:
            "Legt den Tab an oder frischt ihn auf (`since` bleibt, `seen_at` jetzt). Ein Tab, der 30 s nichts meldet, gilt als gegangen. `{client_id, leave: true}` meldet ab wie DELETE (für navigator.sendBeacon). Höchstens 20 Tabs je Person; ältere fallen weg.",
          security: admin,
          requestBody: jsonBody({
            type: "object",
            required: ["client_id"],
            properties: {
              client_id: { type: "string", pattern: "^[A-Za-z0-9_-]{8,64}$", description: "Zufällige Kennung des Browser-Tabs" },
              mode: { type: "string", enum: ["edit", "view"], default: "edit" },
              surface: { type: "string", enum: ["builder", "slides", "inline"], default: "builder" },
              leave: { type: "boolean", description: "true: abmelden (204)" },
            },
          }),
          responses: { "200": jsonBody(PRESENCE_ANSWER, "Die anderen Personen auf der Seite"), "204": { description: "Abgemeldet (leave: true)" }, ...errors, ...notFound },
        },
        delete: {
          tags: ["Anwesenheit"],
          summary: "Seite verlassen (Tab geschlossen)",
          security: admin,
          parameters: [{ name: "client_id", in: "query", required: true, schema: { type: "string", pattern: "^[A-Za-z0-9_-]{8,64}$" } }],
          responses: { "204": { description: "Abgemeldet" }, ...errors },
        },
      },
      // Issue 30 (4): shareable previews.
      "/api/pages/{id}/preview-links": {
        parameters: [id("id", "Seiten-ID")],
        post: {
          tags: ["Freigaben"],
          summary: "Vorschau-Link teilen (1–30 Tage gültig, Standard 7)",
          description:
            "Erstellt einen signierten Link `<PUBLIC_URL>/vorschau/<token>`, der den Arbeitsstand der Seite ohne Konto zeigt (Hinweis 'Vorschau – nicht veröffentlicht', noindex, nie zwischengespeichert, nie gezählt). Der Token wird nicht gespeichert; ein abgelaufener, widerrufener oder veränderter Link antwortet mit 410. Autoren nur für eigene Entwürfe.",
          security: admin,
          requestBody: jsonBody({
            type: "object",
            properties: { days: { type: "integer", minimum: 1, maximum: 30, default: 7, description: "Gültigkeit in Tagen" } },
          }),
          responses: {
            "201": jsonBody(
              {
                type: "object",
                required: ["url", "expires_at"],
                properties: {
                  url: { type: "string", format: "uri", description: "Der Vorschau-Link (absolut)" },
                  expires_at: { type: "string", format: "date-time", description: "Gültig bis" },
                },
              },
              "Der neue Vorschau-Link",
            ),
            ...errors,
            ...notFound,
          },
        },
        delete: {
          tags: ["Freigaben"],
          summary: "Alle Vorschau-Links der Seite widerrufen",
          description: "Alle noch gültigen Links der Seite hören sofort auf zu funktionieren (410). Autoren nur für eigene Entwürfe.",
          security: admin,
          responses: { "204": { description: "Widerrufen" }, ...guard, ...notFound },
        },
      },
      "/api/jobs/{id}": {
        parameters: [id("id", "ID der Hintergrundarbeit")],
        get: {
          tags: ["Hintergrundarbeiten"],
          summary: "Fortschritt (done/total, message) und Ergebnis einer Hintergrundarbeit; status running, done oder failed",
          security: admin,
          responses: { "200": jsonBody(ref("Job"), "Die Hintergrundarbeit"), ...guard, ...notFound },
        },
      },
      "/api/import": {
        post: {
          tags: ["Import"],
          summary: "WordPress-Exportdatei (WXR) hochladen (multipart/form-data, Teil `file`)",
          description:
            "Die Datei wird gestreamt gespeichert (höchstens 200 MB) und muss XML sein, das den Namensraum `wordpress.org/export/` nennt; sonst 400 mit `fields.file`. Sie bleibt bis nach einem echten Import, höchstens 24 Stunden nach ihrer letzten Verwendung.",
          security: admin,
          requestBody: { content: { "multipart/form-data": { schema: ref("ImportUploadRequest") } } },
          responses: {
            "201": jsonBody(ref("ImportUpload"), "Die gespeicherte Datei; ihre ID für /api/import/{upload}/run"),
            ...errors,
            "413": jsonBody(ref("Error"), "Größer als 200 MB"),
            "415": jsonBody(ref("ValidationError"), "Kein multipart/form-data"),
          },
        },
      },
      "/api/import/{upload}/run": {
        parameters: [id("upload", "ID der hochgeladenen Exportdatei")],
        post: {
          tags: ["Import"],
          summary: "Probelauf (`dry_run: true`) oder Import einer hochgeladenen Exportdatei als Hintergrundarbeit starten",
          description:
            "Antwortet sofort mit der ID der Hintergrundarbeit; Fortschritt und Bericht (Schema `ImportReport`) unter GET /api/jobs/{id}. Es läuft höchstens ein Import zugleich. Nach einem echten Import wird die Datei gelöscht.",
          security: admin,
          requestBody: jsonBody(ref("ImportRun")),
          responses: {
            "202": jsonBody(ref("JobStarted"), "Gestartet"),
            ...errors,
            ...notFound,
            ...conflict("Es läuft bereits ein Import"),
          },
        },
      },
      "/api/import/{upload}/media": {
        parameters: [id("upload", "ID der hochgeladenen Exportdatei")],
        post: {
          tags: ["Import"],
          summary: "Medien aus einer Sicherung: eine ZIP-Datei von wp-content/uploads zur Exportdatei hinzufügen (multipart/form-data, Teil `file`)",
          description:
            "Die ZIP-Datei (höchstens 2 GB, erkannt am Inhalt) wird gestreamt gespeichert, als Ganzes geprüft (höchstens 100.000 Einträge und 4 GB entpackt, nur Pfade innerhalb des Ordners, keine Verknüpfungen, unverschlüsselt) und neben der Exportdatei entpackt; ihr Ordner uploads (auch unter wp-content/ oder einem umschließenden Ordner) ergänzt die vorher gesendeten (eine Datei gleichen Pfads wird ersetzt), so kann ein großer Ordner in mehreren ZIP-Dateien kommen. Probelauf und Import nehmen Bilder und Dateien zuerst daraus, was fehlt, aus dem Netz. Sie gehen mit der Exportdatei (nach dem Import, „Verwerfen“) oder mit DELETE. Eine unbrauchbare ZIP-Datei: 400 mit `fields.file`, es ändert sich nichts.",
          security: admin,
          requestBody: { content: { "multipart/form-data": { schema: ref("ImportMediaRequest") } } },
          responses: {
            "201": jsonBody(ref("ImportMedia"), "Alle ZIP-Dateien der Exportdatei bisher"),
            ...errors,
            ...notFound,
            ...conflict("Es läuft gerade ein Import"),
            "413": jsonBody(ref("Error"), "Größer als 2 GB"),
            "415": jsonBody(ref("ValidationError"), "Kein multipart/form-data"),
            "507": jsonBody(ref("ValidationError"), "Nicht genug Speicherplatz zum Entpacken"),
          },
        },
        delete: {
          tags: ["Import"],
          summary: "Die ZIP-Dateien der Medien entfernen („ZIP-Dateien entfernen“); die Exportdatei bleibt",
          security: admin,
          responses: { "204": { description: "Entfernt" }, ...guard, ...notFound, ...conflict("Es läuft gerade ein Import") },
        },
      },
      "/api/import/{upload}": {
        parameters: [id("upload", "ID der hochgeladenen Exportdatei")],
        delete: {
          tags: ["Import"],
          summary: "Hochgeladene Exportdatei verwerfen („Verwerfen“ auf dem Import-Bildschirm), mit ihrer ZIP-Datei der Medien",
          security: admin,
          responses: { "204": { description: "Verworfen" }, ...guard, ...notFound },
        },
      },
      "/api/import/jobs/{job}/report.csv": {
        parameters: [id("job", "ID der Hintergrundarbeit des Imports")],
        get: {
          tags: ["Import"],
          summary: "Bericht eines Imports oder Probelaufs als CSV (UTF-8 mit BOM, Semikolon, für Excel): eine Zeile je Hinweis, nach Bereich (Inhalte, Medien, Menü, Weiterleitungen)",
          security: admin,
          responses: { "200": { description: "CSV-Datei", content: { "text/csv": { schema: { type: "string" } } } }, ...guard, ...notFound },
        },
      },
      "/api/import/jobs/{job}/publish": {
        parameters: [id("job", "ID der Hintergrundarbeit des Imports")],
        post: {
          tags: ["Import"],
          summary: "Alle als Entwurf importierten Inhalte veröffentlichen (nach `as_drafts: true`)",
          description: "Veröffentlicht die Seiten und Beiträge, die der Import als Entwurf übernommen hat (Feld `drafts` des Berichts), soweit es sie noch gibt und sie noch nicht veröffentlicht sind.",
          security: admin,
          responses: {
            "200": jsonBody({ type: "object", required: ["published", "failed"], properties: { published: { type: "integer" }, failed: { type: "array", items: { type: "string" } } } }, "Wie viele veröffentlicht wurden; Titel, die nicht veröffentlicht werden konnten"),
            ...guard,
            ...notFound,
            ...conflict("Ein Probelauf hat nichts angelegt"),
          },
        },
      },
      "/api/backups": {
        get: {
          tags: ["Sicherungen"],
          summary: "Gespeicherte Sicherungen (neueste zuerst), Ergebnis der letzten Sicherung, Zeitplan und eine laufende Sicherung",
          security: admin,
          responses: { "200": jsonBody(ref("BackupOverview"), "Die Sicherungen"), ...guard },
        },
        post: {
          tags: ["Sicherungen"],
          summary: "Jetzt sichern: startet eine Sicherung im Hintergrund; den Fortschritt liefert GET /api/jobs/{id}",
          security: admin,
          responses: { "202": jsonBody(ref("BackupStarted"), "Gestartet"), ...guard, ...conflict("Es läuft bereits eine Sicherung") },
        },
      },
      "/api/backups/{name}": {
        parameters: [id("name", "Dateiname der Sicherung, cms-backup-JJJJ-MM-TT-hhmmss.tar.gz")],
        get: {
          tags: ["Sicherungen"],
          summary: "Sicherung herunterladen (tar.gz, gestreamt)",
          security: admin,
          responses: {
            "200": { description: "Das Archiv als Anhang", content: { "application/gzip": { schema: { type: "string", contentMediaType: "application/gzip" } } } },
            "400": jsonBody(ref("ValidationError"), "Kein gültiger Dateiname einer Sicherung"),
            ...guard,
            ...notFound,
          },
        },
      },
      "/api/backups/upload": {
        post: {
          tags: ["Sicherungen"],
          summary: "Sicherung hochladen: das Archiv (tar.gz) als Rumpf der Anfrage, gestreamt",
          description:
            "Das Archiv wird wie vor einer Wiederherstellung geprüft (manifest.json, jede Prüfsumme) und dann unter dem Namen seines Zeitpunkts (deutsche Zeit) in die Liste gelegt; danach lässt es sich wiederherstellen oder probeweise wiederherstellen.",
          security: admin,
          requestBody: { required: true, content: { "application/gzip": { schema: { type: "string", contentMediaType: "application/gzip" } } } },
          responses: {
            "201": jsonBody({ type: "object", properties: { backup: ref("Backup") }, required: ["backup"] }, "Hochgeladen und geprüft"),
            "400": jsonBody(ref("ValidationError"), "Keine vollständige Sicherung dieses CMS (Feld file)"),
            "413": jsonBody(ref("Error"), "Zu groß"),
            "415": jsonBody(ref("ValidationError"), "Kein Archiv (Content-Type application/gzip erwartet)"),
            ...guard,
          },
        },
      },
      "/api/backups/{name}/restore": {
        parameters: [id("name", "Dateiname der Sicherung, cms-backup-JJJJ-MM-TT-hhmmss.tar.gz")],
        post: {
          tags: ["Sicherungen"],
          summary: "Sicherung wiederherstellen: ersetzt alle Inhalte der Website durch die Sicherung",
          description:
            "Verlangt die erneute Anmeldung (Passwort oder Code der Authenticator-App; falsch: 403, nichts wird verändert). Prüft das Archiv, versetzt alle Instanzen in den Wartungsmodus (503 mit Retry-After), legt eine Sicherung des aktuellen Stands an, stellt wieder her und beendet den Wartungsmodus. Antwortet sofort mit der Hintergrundarbeit; Fortschritt und Bericht (Schema `RestoreReport`) unter GET /api/jobs/{id}. Sitzungen anderer Personen enden; die eigene bleibt, wenn das Konto in der Sicherung enthalten ist.",
          security: admin,
          requestBody: jsonBody(ref("RestoreRequest")),
          responses: {
            "202": jsonBody(ref("BackupStarted"), "Gestartet"),
            "400": jsonBody(ref("ValidationError"), "Ungültiger Dateiname, oder weder Passwort noch Code angegeben"),
            ...guard,
            ...notFound,
            ...conflict("Es läuft bereits eine Sicherung oder Wiederherstellung"),
          },
        },
      },
      "/api/backups/{name}/verify": {
        parameters: [id("name", "Dateiname der Sicherung, cms-backup-JJJJ-MM-TT-hhmmss.tar.gz")],
        post: {
          tags: ["Sicherungen"],
          summary: "Probe-Wiederherstellung: spielt die Sicherung in eine Wegwerf-Datenbank ein, vergleicht Zeilenzahlen und Prüfsummen je Tabelle und verwirft sie",
          description: "Die Website bleibt unberührt. Antwortet sofort mit der Hintergrundarbeit; ihr Ergebnis (Schema `VerifyReport`) listet jede Tabelle mit Zeilenzahlen und ok.",
          security: admin,
          responses: {
            "202": jsonBody(ref("BackupStarted"), "Gestartet"),
            "400": jsonBody(ref("ValidationError"), "Kein gültiger Dateiname einer Sicherung"),
            ...guard,
            ...notFound,
            ...conflict("Es läuft bereits eine Sicherung oder Wiederherstellung"),
          },
        },
      },
      "/api/redirects": {
        get: {
          tags: ["Weiterleitungen"],
          summary: "Weiterleitungen, seitenweise",
          security: admin,
          parameters: queryParameters(redirectListQuerySchema),
          responses: {
            "200": {
              ...jsonBody({ type: "array", items: ref("Redirect") }, "Eine Seite der Weiterleitungen (höchstens 100)"),
              headers: { "X-Total-Count": { description: "Anzahl aller passenden Weiterleitungen", schema: { type: "integer" } } },
            },
            ...errors,
          },
        },
        post: {
          tags: ["Weiterleitungen"],
          summary: "Weiterleitung anlegen",
          security: admin,
          requestBody: jsonBody(ref("RedirectCreate")),
          responses: { "201": jsonBody(ref("Redirect"), "Die angelegte Weiterleitung"), ...errors, ...conflict("Quelle schon vergeben oder eine Seite") },
        },
      },
      "/api/redirects/{id}": {
        parameters: [id("id", "Weiterleitungs-ID")],
        patch: {
          tags: ["Weiterleitungen"],
          summary: "Weiterleitung ändern",
          security: admin,
          requestBody: jsonBody(ref("RedirectPatch")),
          responses: { "200": jsonBody(ref("Redirect"), "Die geänderte Weiterleitung"), ...errors, ...notFound, ...conflict("Quelle schon vergeben") },
        },
        delete: { tags: ["Weiterleitungen"], summary: "Weiterleitung löschen", security: admin, responses: { "204": { description: "Gelöscht" }, ...guard, ...notFound } },
      },
      "/api/templates": {
        get: { tags: ["Vorlagen"], summary: "Vorlagen (ohne Inhalt)", security: admin, responses: { "200": jsonBody({ type: "array", items: ref("Template") }, "Alle Vorlagen"), ...guard } },
        post: {
          tags: ["Vorlagen"],
          summary: "Vorlage speichern: aus einer Seite (page_id) oder aus Blöcken (content)",
          security: admin,
          requestBody: jsonBody(ref("TemplateCreate")),
          responses: { "201": jsonBody(ref("Template"), "Die angelegte Vorlage"), ...errors, ...conflict("Name schon vergeben") },
        },
      },
      "/api/templates/{id}": {
        parameters: [id("id", "Vorlagen-ID")],
        get: { tags: ["Vorlagen"], summary: "Eine Vorlage mit Inhalt", security: admin, responses: { "200": jsonBody(ref("Template"), "Die Vorlage"), ...guard, ...notFound } },
        patch: {
          tags: ["Vorlagen"],
          summary: "Vorlage umbenennen oder ändern",
          security: admin,
          requestBody: jsonBody(ref("TemplatePatch")),
          responses: { "200": jsonBody(ref("Template"), "Die geänderte Vorlage"), ...errors, ...notFound, ...conflict("Name schon vergeben") },
        },
        delete: { tags: ["Vorlagen"], summary: "Vorlage löschen", security: admin, responses: { "204": { description: "Gelöscht" }, ...guard, ...notFound } },
      },
      "/api/settings": {
        get: {
          tags: ["Einstellungen"],
          summary: "Website-Einstellungen",
          description: "Für alle lesbar, weil die öffentliche Website daraus entsteht; `default_contact_email` nur für Administratoren.",
          responses: { "200": jsonBody(ref("Settings"), "Die Einstellungen") },
        },
        put: {
          tags: ["Einstellungen"],
          summary: "Website-Einstellungen als ganzes Objekt speichern (legt die Zeile an, wenn keine existiert)",
          description: "Ein Feld unter seinem früheren Namen (z. B. `siteName` statt `site_name`) wird mit 400 abgelehnt, damit ein Objekt in den alten Namen nicht alle Werte zurücksetzt; andere unbekannte Felder werden ignoriert.",
          security: admin,
          requestBody: jsonBody(ref("Settings")),
          responses: { "200": jsonBody(ref("Settings"), "Die gespeicherten Einstellungen"), ...errors },
        },
      },
      "/api/assets": {
        get: {
          tags: ["Medien"],
          summary: "Dateien der Mediathek, neueste zuerst",
          description:
            "Mit `limit`/`offset` eine Seite (höchstens 100 Dateien; ein ungültiger Wert ist ein 400 mit dem Feldnamen), ohne beide alle passenden Dateien wie bisher. `total` und der Kopf `X-Total-Count` nennen die Zahl aller passenden Dateien.",
          security: admin,
          parameters: queryParameters(assetListQueryDocSchema),
          responses: {
            "200": {
              ...jsonBody(ref("AssetList"), "Die passenden Dateien (oder eine Seite davon)"),
              headers: { "X-Total-Count": { description: "Anzahl aller passenden Dateien", schema: { type: "integer" } } },
            },
            ...errors,
          },
        },
        post: {
          tags: ["Medien"],
          summary: "Dateien hochladen (multipart/form-data, Teil `file` ein- oder mehrmals)",
          description:
            "Der Dateityp wird am Inhalt erkannt, nicht am Namen: Bilder (JPG, PNG, GIF, WebP, AVIF), Videos (MP4, WebM, MOV), Audio (MP3, WAV, OGG, M4A), PDF, DOC/DOCX, PPT/PPTX. SVG wird abgelehnt. Gespeichert unter `{typ}s/{zufall}.{endung}`, nie überschrieben; Bilder bekommen Breite und Höhe. Schlägt eine Datei fehl, wird nichts der Anfrage gespeichert.",
          security: admin,
          requestBody: { content: { "multipart/form-data": { schema: ref("AssetUpload") } } },
          responses: {
            "201": jsonBody(ref("AssetList"), "Die gespeicherten Dateien"),
            ...errors,
            "413": jsonBody(ref("Error"), "Größer als UPLOAD_MAX_MB (Standard 100 MB)"),
            "415": jsonBody(ref("ValidationError"), "Kein multipart/form-data"),
          },
        },
      },
      "/api/assets/{id}": {
        parameters: [id("id", "Datei-ID")],
        get: { tags: ["Medien"], summary: "Eine Datei mit ihren Verwendungen (Seiten, Logos)", security: admin, responses: { "200": jsonBody(ref("AssetDetail"), "Die Datei"), ...guard, ...notFound } },
        patch: {
          tags: ["Medien"],
          summary: "Name, Beschreibung, Alternativtext oder Ordner ändern",
          security: admin,
          requestBody: jsonBody(ref("AssetPatch")),
          responses: { "200": jsonBody(ref("Asset"), "Die geänderte Datei"), ...errors, ...notFound },
        },
        delete: {
          tags: ["Medien"],
          summary: "Datei löschen (mit ihren Bildvarianten)",
          description: "Wird die Datei noch verwendet, antwortet der Server 409 mit der Liste der Verwendungen; `?force=true` löscht trotzdem.",
          security: admin,
          parameters: [{ name: "force", in: "query", required: false, schema: { type: "string", enum: ["true"] }, description: "Auch eine verwendete Datei löschen" }],
          responses: { "204": { description: "Gelöscht" }, ...guard, ...notFound, "409": jsonBody(ref("AssetInUse"), "Noch verwendet") },
        },
      },
      "/api/folders": {
        get: { tags: ["Medien"], summary: "Alle Ordner nach Pfad, mit Anzahl der Dateien", security: admin, responses: { "200": jsonBody(ref("FolderList"), "Die Ordner"), ...guard } },
        post: {
          tags: ["Medien"],
          summary: "Ordner anlegen",
          security: admin,
          requestBody: jsonBody(ref("FolderCreate")),
          responses: { "201": jsonBody(ref("Folder"), "Der angelegte Ordner"), ...errors },
        },
      },
      "/api/folders/order": {
        post: {
          tags: ["Medien"],
          summary: "Reihenfolge von Ordnern festlegen (Downloads-Seite)",
          security: admin,
          requestBody: jsonBody(ref("FolderOrder")),
          responses: { "200": jsonBody(ref("FolderList"), "Alle Ordner"), ...errors },
        },
      },
      "/api/folders/{id}": {
        parameters: [id("id", "Ordner-ID")],
        patch: {
          tags: ["Medien"],
          summary: "Ordner umbenennen, verschieben, als Download-Ordner markieren oder einordnen",
          description: "Verschieben in sich selbst oder einen eigenen Unterordner: 400 'Cannot move folder into its own subfolder'. Die Pfade aller Unterordner werden in derselben Transaktion neu berechnet.",
          security: admin,
          requestBody: jsonBody(ref("FolderPatch")),
          responses: { "200": jsonBody(ref("Folder"), "Der geänderte Ordner"), ...errors, ...notFound },
        },
        delete: {
          tags: ["Medien"],
          summary: "Ordner löschen; seine Dateien und Unterordner kommen in den übergeordneten Ordner",
          security: admin,
          responses: { "204": { description: "Gelöscht" }, ...guard, ...notFound },
        },
      },
      "/api/contact": {
        post: {
          tags: ["Kontakt"],
          summary: "Kontaktformular absenden (öffentlich, ohne Anmeldung)",
          description:
            "Prüft die Angaben gegen das gespeicherte Formular der veröffentlichten Seite, speichert die Anfrage und stellt die E-Mail an den im Formular oder in den Einstellungen (default_contact_email) hinterlegten Empfänger in den Postausgang. Der Empfänger kommt nie aus der Anfrage. Höchstens 64 KB.",
          requestBody: jsonBody(ref("ContactRequest")),
          responses: {
            "200": jsonBody(ref("ContactResult"), "Gespeichert; die E-Mail geht im Hintergrund hinaus und wird bei Fehlern wiederholt"),
            "400": jsonBody(ref("ValidationError"), "Ungültige Angaben; `fields` nennt jedes Feld (oder subject) mit einer deutschen Meldung. Nichts wurde gespeichert."),
            "404": jsonBody(ref("Error"), "Formular nicht gefunden (Seite nicht veröffentlicht oder Block nicht vorhanden)"),
            "409": {
              description: "Formular-Token abgelaufen (nach zwei Stunden) oder für ein anderes Formular; `token` ist ein neues für dieses Formular, mit dem die Anfrage sofort erneut gesendet werden kann. Nichts wurde gespeichert.",
              content: { "application/json": { schema: { type: "object", required: ["error", "token"], properties: { error: { type: "string" }, token: { type: "string" } } } } },
            },
            "413": jsonBody(ref("Error"), "Anfrage größer als 64 KB"),
            "415": jsonBody(ref("Error"), "Kein JSON"),
            "429": {
              description: "Zu viele Anfragen von dieser Adresse (alle Versuche; Nachrichten an ein Formular) oder an dieses Formular (eine Pause von Minuten); die Meldung nennt die Wartezeit",
              headers: { "Retry-After": { description: "Sekunden bis zum nächsten Versuch", schema: { type: "integer" } } },
              content: { "application/json": { schema: ref("Error") } },
            },
            "503": jsonBody(ref("Error"), "Kein Empfänger konfiguriert"),
          },
        },
      },
      "/api/inbox": {
        get: {
          tags: ["Posteingang"],
          summary: "Kontaktanfragen, neueste zuerst",
          security: admin,
          parameters: queryParameters(inboxListQuerySchema),
          responses: { "200": jsonBody(ref("InboxList"), "Eine Seite der Liste"), ...guard },
        },
      },
      "/api/inbox/export": {
        get: {
          tags: ["Posteingang"],
          summary: "Kontaktanfragen als CSV (UTF-8 mit BOM, Semikolon, für Excel)",
          security: admin,
          parameters: queryParameters(inboxFilterSchema),
          responses: { "200": { description: "CSV-Datei", content: { "text/csv": { schema: { type: "string" } } } }, ...guard },
        },
      },
      "/api/inbox/{id}": {
        parameters: [id("id", "ID der Anfrage")],
        get: { tags: ["Posteingang"], summary: "Eine Anfrage mit allen Angaben", security: admin, responses: { "200": jsonBody(ref("Submission"), "Die Anfrage"), ...guard, ...notFound } },
        patch: {
          tags: ["Posteingang"],
          summary: "Als gelesen oder ungelesen markieren",
          security: admin,
          requestBody: jsonBody(ref("InboxRead")),
          responses: { "200": jsonBody(ref("Submission"), "Die geänderte Anfrage"), ...errors, ...notFound },
        },
        delete: { tags: ["Posteingang"], summary: "Anfrage mit ihren E-Mails löschen", security: admin, responses: { "204": { description: "Gelöscht" }, ...guard, ...notFound } },
      },
      "/api/inbox/{id}/resend": {
        parameters: [id("id", "ID der Anfrage")],
        post: {
          tags: ["Posteingang"],
          summary: "E-Mail an den Empfänger erneut senden",
          security: admin,
          responses: { "200": jsonBody(ref("Submission"), "Die Anfrage mit neuer Zustellung"), ...guard, ...notFound },
        },
      },
      "/api/analytics": {
        get: {
          tags: ["Statistik"],
          summary: "Besucherstatistik eines Zeitraums",
          description: "Tageswerte, Seiten, Herkunft, Kampagnen, Geräte, Browser, 404-Adressen und der Vergleich mit dem Zeitraum davor. Neue Aufrufe erscheinen nach wenigen Sekunden. Höchstens 731 Tage.",
          security: admin,
          parameters: queryParameters(analyticsRangeQuerySchema),
          responses: { "200": jsonBody(ref("AnalyticsReport"), "Die Statistik"), ...errors },
        },
      },
      "/api/analytics/export": {
        get: {
          tags: ["Statistik"],
          summary: "Besucherstatistik als CSV (Bereich; Eintrag; Seitenaufrufe; Besucher – UTF-8 mit BOM, Semikolon, für Excel)",
          security: admin,
          parameters: queryParameters(analyticsRangeQuerySchema),
          responses: { "200": { description: "CSV-Datei", content: { "text/csv": { schema: { type: "string" } } } }, ...errors },
        },
      },
      "/api/analytics/live": {
        get: {
          tags: ["Statistik"],
          summary: "Besucher und Aufrufe der letzten 5 Minuten",
          security: admin,
          responses: { "200": jsonBody(ref("LiveVisitors"), "Jetzt auf der Website"), ...guard },
        },
      },
      "/api/admin-bar": {
        get: {
          tags: ["Website"],
          summary: "Admin-Leiste auf der Website: die Seite einer Adresse und wo sie bearbeitet wird (die Seite nur, wenn die Rolle sie bearbeiten darf)",
          security: admin,
          parameters: [{ name: "path", in: "query", schema: { type: "string" }, description: "Adresse der Seite, z. B. /kontakt" }],
          responses: { "200": jsonBody(ref("AdminBar"), "Seite (oder null) und Bearbeitungsadressen"), ...guard },
        },
      },
      "/api/account/sessions": {
        get: {
          tags: ["Konto"],
          summary: "Eigene aktive Sitzungen (Gerät, Browser, letzte Nutzung, gekürzte Adresse)",
          description: "Jede Rolle. Die Sitzung der Anfrage hat `current: true` und steht vorn, die übrigen nach letzter Nutzung. Keine Sitzungsschlüssel, nur IDs.",
          security: admin,
          responses: { "200": jsonBody({ type: "array", items: accountSession }, "Die Sitzungen"), ...guard },
        },
        delete: {
          tags: ["Konto"],
          summary: "Überall abmelden: alle anderen eigenen Sitzungen sofort beenden",
          description: "Die Sitzung der Anfrage bleibt angemeldet; die beendeten werden bei ihrer nächsten Anfrage abgewiesen.",
          security: admin,
          responses: { "200": jsonBody(accountSessionsChanged(true), "Anzahl der beendeten und die verbliebenen Sitzungen"), ...guard },
        },
      },
      "/api/account/sessions/{id}": {
        parameters: [id("id", "ID der Sitzung (aus der Liste)")],
        delete: {
          tags: ["Konto"],
          summary: "Eine andere eigene Sitzung sofort beenden (Abmelden)",
          description: "Nur eigene Sitzungen; die Sitzung der Anfrage selbst beendet `POST /api/auth/sign-out`.",
          security: admin,
          responses: {
            "200": jsonBody(accountSessionsChanged(false), "Die verbliebenen Sitzungen"),
            "400": jsonBody(ref("Error"), "Die Sitzung der Anfrage selbst"),
            ...guard,
            "404": jsonBody(ref("Error"), "Keine aktive Sitzung dieser Person"),
          },
        },
      },
      "/api/blocks": {
        get: {
          tags: ["Bausteine"],
          summary: "Block-Typen für den Editor: Standardinhalt, Feldbeschreibungen, Stilfelder, Slots",
          security: admin,
          responses: { "200": jsonBody({ type: "array", items: ref("BlockType") }, "Alle Block-Typen"), ...guard },
        },
      },
      "/api/log": {
        get: {
          tags: ["Protokoll"],
          summary: "Protokolleinträge, neueste zuerst, 50 je Seite; Filter nach Person, Aktion und Zeitraum",
          description: "Jeder Eintrag: Zeit, Person (Name und E-Mail zu der Zeit), Aktion mit deutscher Bezeichnung, Objekt (Typ, ID, Titel zu der Zeit; bei Seiten, Beiträgen und Präsentationen, die es noch gibt, der Link zum Editor) und die gekürzte Adresse. `people` nennt alle Personen des Protokolls für den Filter.",
          security: admin,
          parameters: queryParameters(logListQuerySchema),
          responses: { "200": jsonBody(ref("LogList"), "Eine Seite des Protokolls"), ...errors },
        },
      },
      "/api/log/export": {
        get: {
          tags: ["Protokoll"],
          summary: "Protokolleinträge der Filter als CSV (UTF-8 mit BOM, Semikolon, für Excel), alle Seiten",
          security: admin,
          parameters: queryParameters(logFilterSchema),
          responses: { "200": { description: "CSV-Datei", content: { "text/csv": { schema: { type: "string" } } } }, ...errors },
        },
      },
      "/api/users": {
        get: {
          tags: ["Benutzer"],
          summary: "Alle Personen mit Rolle, Zwei-Faktor, letzter Anmeldung und Status; offene Einladungen",
          security: admin,
          responses: { "200": jsonBody(ref("People"), "Personen und offene Einladungen"), ...guard },
        },
      },
      "/api/users/invite": {
        post: {
          tags: ["Benutzer"],
          summary: "Person einladen: einmaliger Link (7 Tage gültig) per E-Mail über den Postausgang",
          description: "Eine offene Einladung an dieselbe Adresse wird ersetzt (der alte Link gilt nicht mehr).",
          security: admin,
          requestBody: jsonBody(ref("Invite")),
          responses: { "201": jsonBody(ref("Invitation"), "Die Einladung"), ...errors, ...conflict("Für diese Adresse gibt es schon ein Konto") },
        },
      },
      "/api/users/invitations/{id}": {
        parameters: [id("id", "Einladungs-ID")],
        delete: { tags: ["Benutzer"], summary: "Offene Einladung zurückziehen", security: admin, responses: { "204": { description: "Zurückgezogen" }, ...guard, ...notFound } },
      },
      "/api/users/invitations/{id}/resend": {
        parameters: [id("id", "Einladungs-ID")],
        post: {
          tags: ["Benutzer"],
          summary: "Offene Einladung erneut senden: neuer Link (7 Tage), der bisherige gilt nicht mehr",
          description: "Wer erneut sendet, gilt danach als einladende Person (eine Einladung gilt nur, solange diese aktiv und Administrator ist).",
          security: admin,
          responses: { "200": jsonBody(ref("Invitation"), "Die Einladung mit neuer Gültigkeit"), ...guard, ...notFound },
        },
      },
      "/api/users/{id}": {
        parameters: [id("id", "Benutzer-ID")],
        patch: {
          tags: ["Benutzer"],
          summary: "Rolle ändern, deaktivieren oder reaktivieren",
          description:
            "Deaktivieren beendet sofort alle Sitzungen der Person; ihre Inhalte bleiben mit ihr als Autor erhalten. Den eigenen Zugang deaktiviert niemand selbst (409, Feld active); eine Rolle erhält eine selbst registrierte Person erst nach Bestätigung ihrer Adresse (409, Feld role).",
          security: admin,
          requestBody: jsonBody(ref("PersonPatch")),
          responses: { "200": jsonBody(ref("Person"), "Die Person"), ...errors, ...notFound, ...conflict("Der letzte aktive Administrator kann weder herabgestuft noch deaktiviert werden") },
        },
      },
      "/api/users/{id}/reset-2fa": {
        parameters: [id("id", "Benutzer-ID")],
        post: {
          tags: ["Benutzer"],
          summary: "Zwei-Faktor-Anmeldung der Person ausschalten (sie richtet sie unter 'Konto' neu ein)",
          security: admin,
          responses: { "200": jsonBody(ref("Person"), "Die Person"), ...guard, ...notFound },
        },
      },
      "/api/docs": {
        get: {
          tags: ["Dokumentation"],
          summary: "Diese Beschreibung",
          description: "Browser (Accept: text/html) erhalten eine lesbare Referenz, alle anderen das OpenAPI-Dokument als JSON; `?format=json` erzwingt JSON.",
          parameters: [{ name: "format", in: "query", schema: { type: "string", enum: ["json", "html"] }, description: "Statt der Accept-Kopfzeile: json oder html" }],
          responses: {
            "200": {
              description: "OpenAPI-3.1-Dokument oder die Referenzseite",
              content: { "application/json": { schema: { type: "object" } }, "text/html": { schema: { type: "string" } } },
            },
          },
        },
      },
    }),
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
