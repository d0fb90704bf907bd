import { CONTENT_TYPES } from "~/lib/pages";

/**
 * The OpenAPI 3.1 document served at /api/docs. Written by hand next to the routes it describes
 * (app/routes/api/); the integration test checks that every registered API path is in it.
 */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (schema: object, description?: string) => ({
  ...(description ? { description } : {}),
  content: { "application/json": { schema } },
});
const id = (name: string, description: string) => ({ name, in: "path", required: true, schema: { type: "string" }, description });

const errors = {
  "400": jsonBody(ref("ValidationError"), "Ungültige Eingaben; `fields` nennt jedes fehlerhafte Feld. Nichts wurde gespeichert."),
  "401": jsonBody(ref("Error"), "Nicht angemeldet"),
  "403": jsonBody(ref("Error"), "Angemeldet, aber kein Administrator"),
};
const notFound = { "404": jsonBody(ref("Error"), "Nicht gefunden") };
const conflict = (text: string) => ({ "409": jsonBody(ref("Error"), text) });

const inboxFilters = [
  { name: "q", in: "query", schema: { type: "string" }, description: "Suche in Absender, Betreff, Seite und Angaben (ohne Groß-/Kleinschreibung)" },
  { name: "form", in: "query", schema: { type: "string" }, description: "Formular als {pageId}:{blockId}" },
  { name: "page", in: "query", schema: { type: "string" }, description: "Seiten-ID" },
  { name: "status", in: "query", schema: { type: "string", enum: ["read", "unread"] } },
];

const pageFields = {
  title: { type: "string", minLength: 1, maxLength: 200 },
  slug: { type: "string", maxLength: 100, pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$", description: "Reserviert: admin, auth, api, assets, healthz, optimize-block, presentations" },
  parent_id: { type: ["string", "null"], description: "Leerer Text wird zu null" },
  sort_order: { type: "integer" },
  is_published: { type: "boolean" },
  is_legal: { type: "boolean" },
  content_type: { type: "string", enum: [...CONTENT_TYPES] },
  show_in_footer_navigation: { type: "boolean" },
  meta_title: { type: ["string", "null"], maxLength: 200 },
  meta_description: { type: ["string", "null"], maxLength: 500 },
};

export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: "CMS-API",
      version: "1.0.0",
      description:
        "JSON-API der Verwaltung. Schreibende Anfragen brauchen eine Administrator-Sitzung (Cookie) und einen Origin-Header der eigenen Website. Feldnamen wie in der Datenbank (snake_case).",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "cms.session_token" } },
      schemas: {
        Error: { type: "object", required: ["error"], properties: { error: { type: "string" }, code: { type: "string" } } },
        ValidationError: {
          type: "object",
          required: ["error", "fields"],
          properties: { error: { type: "string", const: "Ungültige Eingaben" }, fields: { type: "object", additionalProperties: { type: "string" } } },
        },
        Block: {
          type: "object",
          required: ["id", "type", "content"],
          properties: {
            id: { type: "string", minLength: 1 },
            type: { type: "string" },
            content: { type: "object" },
            style: { type: "object" },
            children: { type: "array", description: "Blöcke, oder bei flexible-row eine Liste je Spalte", items: {} },
          },
        },
        PageSummary: {
          type: "object",
          properties: {
            id: { type: "string" },
            ...pageFields,
            created_at: { type: "string", format: "date-time" },
            updated_at: { type: "string", format: "date-time" },
            version: { type: "integer", description: "Steigt bei jeder Änderung; für PATCH mitsenden" },
          },
        },
        TreePage: { allOf: [ref("PageSummary"), { type: "object", properties: { depth: { type: "integer", minimum: 0 } } }] },
        Page: { allOf: [ref("PageSummary"), { type: "object", properties: { content: { type: "array", items: ref("Block") } } }] },
        PageCreate: {
          type: "object",
          required: ["title"],
          properties: { ...pageFields, content: { type: "array", items: ref("Block") }, template_id: { type: "string", description: "Inhalt aus dieser Vorlage übernehmen" } },
        },
        PagePatch: {
          type: "object",
          properties: { ...pageFields, content: { type: "array", items: ref("Block") }, version: { type: "integer", description: "Veraltete Version → 409" } },
        },
        Revision: {
          type: "object",
          properties: {
            id: { type: "string" },
            page_id: { type: "string" },
            title: { type: "string" },
            slug: { type: "string" },
            meta_title: { type: ["string", "null"] },
            meta_description: { type: ["string", "null"] },
            summary: { type: "string", examples: ["Inhalt geändert (3 Blöcke)", "Slug: alt → neu"] },
            author_id: { type: ["string", "null"] },
            author: { type: ["object", "null"], properties: { name: { type: "string" }, email: { type: "string" } } },
            kind: { type: "string", enum: ["save", "created", "publish", "restore", "links", "fix"], description: "Speicherungen einer Person innerhalb von 10 Minuten ergeben eine Version" },
            created_at: { type: "string", format: "date-time" },
            updated_at: { type: "string", format: "date-time", description: "Letzte Speicherung dieser Version" },
            content: { type: "array", items: ref("Block"), description: "Nur in der Einzelansicht" },
          },
        },
        Redirect: {
          type: "object",
          properties: {
            id: { type: "string" },
            from_path: { type: "string", examples: ["/alte-seite"] },
            to_path: { type: "string", examples: ["/neue-seite"] },
            status_code: { type: "integer", enum: [301, 302] },
            hits: { type: "integer" },
            created_at: { type: "string", format: "date-time" },
            updated_at: { type: "string", format: "date-time" },
          },
        },
        Template: {
          type: "object",
          properties: {
            id: { type: "string" },
            name: { type: "string", maxLength: 100 },
            description: { type: ["string", "null"] },
            content: { type: "array", items: ref("Block") },
            created_at: { type: "string", format: "date-time" },
            updated_at: { type: "string", format: "date-time" },
          },
        },
        Delivery: {
          type: "object",
          description: "Zustellung einer E-Mail aus dem Postausgang",
          properties: {
            state: { type: "string", enum: ["sent", "stored", "pending", "retrying", "failed", "none"] },
            mailId: { type: ["string", "null"] },
            to: { type: ["string", "null"] },
            attempts: { type: "integer" },
            nextAttemptAt: { type: ["string", "null"], format: "date-time" },
            lastError: { type: ["string", "null"] },
            sentAt: { type: ["string", "null"], format: "date-time" },
          },
        },
        Submission: {
          type: "object",
          description: "Eine Kontaktanfrage (Liste: ohne values, recipient, confirmation)",
          properties: {
            id: { type: "string" },
            createdAt: { type: "string", format: "date-time" },
            read: { type: "boolean" },
            pageId: { type: ["string", "null"] },
            pageTitle: { type: "string" },
            pagePath: { type: "string" },
            blockId: { type: "string" },
            formTitle: { type: "string" },
            subject: { type: "string" },
            senderEmail: { type: ["string", "null"] },
            senderName: { type: ["string", "null"] },
            preview: { type: "string" },
            delivery: ref("Delivery"),
            values: { type: "array", items: { type: "object", properties: { name: { type: "string" }, label: { type: "string" }, type: { type: "string" }, value: { type: "string" } } } },
            recipient: { type: "string" },
            confirmation: { oneOf: [ref("Delivery"), { type: "null" }] },
          },
        },
        Settings: { type: "object", description: "Website-Einstellungen (Produktspezifikation §3): siteName, header, footer, blog, downloads, legalPages …" },
      },
    },
    paths: {
      "/api/pages": {
        get: {
          summary: "Seiten in Baumreihenfolge (ohne Inhalt); Besucher sehen nur veröffentlichte",
          responses: { "200": jsonBody({ type: "array", items: ref("TreePage") }, "Seitenbaum (Besucher: nur veröffentlichte Seiten)") },
        },
        post: {
          summary: "Seite anlegen",
          security: [{ session: [] }],
          requestBody: jsonBody(ref("PageCreate")),
          responses: { "201": jsonBody(ref("Page"), "Die angelegte Seite"), ...errors, ...conflict("Slug vergeben oder übergeordnete Seite fehlt") },
        },
      },
      "/api/pages/order": {
        put: {
          summary: "Geschwister neu ordnen (sort_order = Position × 10)",
          security: [{ session: [] }],
          requestBody: jsonBody({ type: "object", required: ["ids"], properties: { ids: { type: "array", items: { type: "string" } } } }),
          responses: { "200": jsonBody({ type: "object" }, "Reihenfolge gespeichert"), ...errors },
        },
      },
      "/api/pages/slug-check": {
        get: {
          summary: "Slug prüfen",
          security: [{ session: [] }],
          parameters: [
            { name: "slug", in: "query", required: true, schema: { type: "string" } },
            { name: "exceptId", in: "query", schema: { type: "string" } },
          ],
          responses: { "200": jsonBody({ type: "object", properties: { available: { type: "boolean" }, suggestion: { type: "string" } } }, "Ob der Slug frei ist, sonst ein Vorschlag"), ...errors },
        },
      },
      "/api/pages/{id}": {
        parameters: [id("id", "Seiten-ID")],
        get: { summary: "Eine Seite mit Inhalt als Blockliste", responses: { "200": jsonBody(ref("Page"), "Die Seite"), ...notFound } },
        patch: {
          summary: "Seite teilweise ändern (schreibt eine Version in die Historie)",
          security: [{ session: [] }],
          requestBody: jsonBody(ref("PagePatch")),
          responses: { "200": jsonBody(ref("Page"), "Die geänderte Seite"), ...errors, ...notFound, ...conflict("Veraltete Version, Slug vergeben oder Zyklus") },
        },
        delete: {
          summary: "Seite löschen",
          security: [{ session: [] }],
          responses: { "204": { description: "Gelöscht" }, ...errors, ...notFound, ...conflict("Rechtliche Seiten können nicht gelöscht werden") },
        },
      },
      "/api/pages/{id}/revisions": {
        parameters: [id("id", "Seiten-ID")],
        get: { summary: "Versionen, neueste zuerst", security: [{ session: [] }], responses: { "200": jsonBody({ type: "array", items: ref("Revision") }, "Versionen der Seite"), ...errors, ...notFound } },
      },
      "/api/pages/{id}/revisions/{revisionId}": {
        parameters: [id("id", "Seiten-ID"), id("revisionId", "Versions-ID")],
        get: { summary: "Eine Version mit Inhalt", security: [{ session: [] }], responses: { "200": jsonBody(ref("Revision"), "Die Version"), ...errors, ...notFound } },
      },
      "/api/pages/{id}/revisions/{revisionId}/restore": {
        parameters: [id("id", "Seiten-ID"), id("revisionId", "Versions-ID")],
        post: {
          summary: "Version wiederherstellen (neue Version, nichts wird gelöscht)",
          security: [{ session: [] }],
          responses: { "200": jsonBody(ref("Page"), "Die Seite mit dem Inhalt der Version"), ...errors, ...notFound, ...conflict("Slug inzwischen vergeben") },
        },
      },
      "/api/redirects": {
        get: { summary: "Weiterleitungen", security: [{ session: [] }], responses: { "200": jsonBody({ type: "array", items: ref("Redirect") }, "Alle Weiterleitungen"), ...errors } },
        post: {
          summary: "Weiterleitung anlegen",
          security: [{ session: [] }],
          requestBody: jsonBody({ type: "object", required: ["from_path", "to_path"], properties: { from_path: { type: "string" }, to_path: { type: "string" }, status_code: { type: "integer", enum: [301, 302] } } }),
          responses: { "201": jsonBody(ref("Redirect"), "Die angelegte Weiterleitung"), ...errors, ...conflict("Quelle schon vergeben oder eine Seite") },
        },
      },
      "/api/redirects/{id}": {
        parameters: [id("id", "Weiterleitungs-ID")],
        patch: {
          summary: "Weiterleitung ändern",
          security: [{ session: [] }],
          requestBody: jsonBody({ type: "object", properties: { from_path: { type: "string" }, to_path: { type: "string" }, status_code: { type: "integer", enum: [301, 302] } } }),
          responses: { "200": jsonBody(ref("Redirect"), "Die geänderte Weiterleitung"), ...errors, ...notFound, ...conflict("Quelle schon vergeben") },
        },
        delete: { summary: "Weiterleitung löschen", security: [{ session: [] }], responses: { "204": { description: "Gelöscht" }, ...errors, ...notFound } },
      },
      "/api/templates": {
        get: { summary: "Vorlagen (ohne Inhalt)", security: [{ session: [] }], responses: { "200": jsonBody({ type: "array", items: ref("Template") }, "Alle Vorlagen"), ...errors } },
        post: {
          summary: "Vorlage speichern: aus einer Seite (page_id) oder aus Blöcken (content)",
          security: [{ session: [] }],
          requestBody: jsonBody({
            type: "object",
            required: ["name"],
            properties: { name: { type: "string" }, description: { type: "string" }, page_id: { type: "string" }, content: { type: "array", items: ref("Block") } },
          }),
          responses: { "201": jsonBody(ref("Template"), "Die angelegte Vorlage"), ...errors, ...conflict("Name schon vergeben") },
        },
      },
      "/api/templates/{id}": {
        parameters: [id("id", "Vorlagen-ID")],
        get: { summary: "Eine Vorlage mit Inhalt", security: [{ session: [] }], responses: { "200": jsonBody(ref("Template"), "Die Vorlage"), ...errors, ...notFound } },
        patch: {
          summary: "Vorlage umbenennen oder ändern",
          security: [{ session: [] }],
          requestBody: jsonBody({ type: "object", properties: { name: { type: "string" }, description: { type: ["string", "null"] }, content: { type: "array", items: ref("Block") } } }),
          responses: { "200": jsonBody(ref("Template"), "Die geänderte Vorlage"), ...errors, ...notFound, ...conflict("Name schon vergeben") },
        },
        delete: { summary: "Vorlage löschen", security: [{ session: [] }], responses: { "204": { description: "Gelöscht" }, ...errors, ...notFound } },
      },
      "/api/settings": {
        get: { summary: "Website-Einstellungen", responses: { "200": jsonBody(ref("Settings"), "Die Einstellungen") } },
        put: {
          summary: "Website-Einstellungen als ganzes Objekt speichern (legt die Zeile an, wenn keine existiert)",
          security: [{ session: [] }],
          requestBody: jsonBody(ref("Settings")),
          responses: { "200": jsonBody(ref("Settings"), "Die gespeicherten Einstellungen"), ...errors },
        },
      },
      "/api/contact": {
        post: {
          summary: "Kontaktformular absenden (öffentlich, ohne Anmeldung)",
          description:
            "Prüft die Angaben gegen das gespeicherte Formular der veröffentlichten Seite, speichert die Anfrage und stellt die E-Mail an den im Formular oder in den Einstellungen (defaultContactEmail) hinterlegten Empfänger in den Postausgang. Der Empfänger kommt nie aus der Anfrage. Höchstens 64 KB.",
          requestBody: jsonBody({
            type: "object",
            required: ["page_id", "block_id", "values"],
            properties: {
              page_id: { type: "string" },
              block_id: { type: "string" },
              values: { type: "object", additionalProperties: { type: ["string", "boolean", "number"] }, description: "Feldname → Eingabe; Kontrollkästchen: \"ja\" oder \"\"" },
              subject: { type: "string", description: "Eine der Betreff-Optionen des Formulars" },
              token: { type: "string", description: "Signierter Zeitpunkt, zu dem die Seite erzeugt wurde (aus dem Formular)" },
              website: { type: "string", description: "Honigtopf-Feld: muss leer bleiben" },
            },
          }),
          responses: {
            "200": jsonBody({ type: "object", required: ["message"], properties: { message: { type: "string", examples: ["Nachricht erfolgreich gesendet!"] } } }, "Gespeichert; die E-Mail geht im Hintergrund hinaus und wird bei Fehlern wiederholt"),
            "400": jsonBody(
              { type: "object", required: ["error"], properties: { error: { type: "string", examples: ["Bitte prüfen Sie die markierten Felder."] }, fields: { type: "object", additionalProperties: { type: "string" } } } },
              "Ungültige Angaben; `fields` nennt jedes Feld (oder subject) mit einer deutschen Meldung. Nichts wurde gespeichert.",
            ),
            "404": jsonBody(ref("Error"), "Formular nicht gefunden (Seite nicht veröffentlicht oder Block nicht vorhanden)"),
            "413": jsonBody(ref("Error"), "Anfrage größer als 64 KB"),
            "415": jsonBody(ref("Error"), "Kein JSON"),
            "429": {
              description: "Zu viele Anfragen von dieser Adresse oder an dieses Formular",
              headers: { "Retry-After": { description: "Sekunden bis zum nächsten Versuch", schema: { type: "integer" } } },
              content: { "application/json": { schema: ref("Error") } },
            },
            "503": jsonBody(ref("Error"), "Kein Empfänger konfiguriert"),
          },
        },
      },
      "/api/inbox": {
        get: {
          summary: "Kontaktanfragen, neueste zuerst",
          security: [{ session: [] }],
          parameters: [
            ...inboxFilters,
            { name: "offset", in: "query", schema: { type: "integer", minimum: 0 } },
            { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 200, default: 25 } },
          ],
          responses: {
            "200": jsonBody(
              {
                type: "object",
                properties: {
                  items: { type: "array", items: ref("Submission") },
                  total: { type: "integer" },
                  unread: { type: "integer" },
                  forms: { type: "array", items: { type: "object", properties: { key: { type: "string" }, pageId: { type: ["string", "null"] }, blockId: { type: "string" }, pageTitle: { type: "string" }, formTitle: { type: "string" }, count: { type: "integer" } } } },
                },
              },
              "Eine Seite der Liste",
            ),
            ...errors,
          },
        },
      },
      "/api/inbox/export": {
        get: {
          summary: "Kontaktanfragen als CSV (UTF-8 mit BOM, Semikolon, für Excel)",
          security: [{ session: [] }],
          parameters: inboxFilters,
          responses: { "200": { description: "CSV-Datei", content: { "text/csv": { schema: { type: "string" } } } }, ...errors },
        },
      },
      "/api/inbox/{id}": {
        parameters: [id("id", "ID der Anfrage")],
        get: { summary: "Eine Anfrage mit allen Angaben", security: [{ session: [] }], responses: { "200": jsonBody(ref("Submission"), "Die Anfrage"), ...errors, ...notFound } },
        patch: {
          summary: "Als gelesen oder ungelesen markieren",
          security: [{ session: [] }],
          requestBody: jsonBody({ type: "object", required: ["read"], properties: { read: { type: "boolean" } } }),
          responses: { "200": jsonBody(ref("Submission"), "Die geänderte Anfrage"), ...errors, ...notFound },
        },
        delete: { summary: "Anfrage mit ihren E-Mails löschen", security: [{ session: [] }], responses: { "204": { description: "Gelöscht" }, ...errors, ...notFound } },
      },
      "/api/inbox/{id}/resend": {
        parameters: [id("id", "ID der Anfrage")],
        post: { summary: "E-Mail an den Empfänger erneut senden", security: [{ session: [] }], responses: { "200": jsonBody(ref("Submission"), "Die Anfrage mit neuer Zustellung"), ...errors, ...notFound } },
      },
      "/api/docs": { get: { summary: "Dieses Dokument", responses: { "200": jsonBody({ type: "object" }, "OpenAPI-3.1-Dokument") } } },
    },
  };
}
