import crypto from "node:crypto";
import type { Block } from "~/blocks/types";
import type { Db } from "../db/client.server";
import { nowIso, toDbJson } from "../db/dialect.server";

/**
 * The three German starter templates (issue 4). Seeded at start-up, not with the demo content, so
 * existing installations get them too. Each is offered once: a marker in app_meta remembers it, so
 * a starter template the admin deleted does not come back on the next start.
 */

const heading = (id: string, level: number, text: string): Block => ({ id, type: "heading", content: { text, level } });
const paragraph = (id: string, html: string): Block => ({ id, type: "paragraph", content: { text: html } });

export interface StarterTemplate {
  name: string;
  description: string;
  content: Block[];
}

export const starterTemplates: StarterTemplate[] = [
  {
    name: "Landingpage",
    description: "Hero mit zwei Schaltflächen, Nutzenversprechen in drei Abschnitten und ein Abschluss mit Kontaktaufforderung.",
    content: [
      {
        id: "hero",
        type: "hero",
        content: {
          title: "Ihr Angebot in einem Satz",
          subtitle: "Beschreiben Sie in ein bis zwei Sätzen, welches Problem Sie für Ihre Kunden lösen und warum Sie die richtige Wahl sind.",
          // A subtitle is not a heading: an h3 right after the h1 would be a skipped level.
          subtitleHTag: "div",
          isH1: true,
          buttons: [
            { text: "Beratung anfragen", variant: "default", href: "/kontakt", linkType: "internal", target: "_self" },
            { text: "Mehr erfahren", variant: "outline", href: "#vorteile", linkType: "internal", target: "_self" },
          ],
        },
      },
      heading("vorteile", 2, "Ihre Vorteile auf einen Blick"),
      heading("vorteil-1", 3, "Schnell startklar"),
      paragraph("vorteil-1-text", "<p>Erklären Sie, wie rasch Kunden von Ihrem Angebot profitieren – etwa durch kurze Lieferzeiten oder eine unkomplizierte Einführung.</p>"),
      heading("vorteil-2", 3, "Persönlich betreut"),
      paragraph("vorteil-2-text", "<p>Stellen Sie Ihre Ansprechpartner vor und beschreiben Sie, wie Sie Kunden vom ersten Gespräch bis nach dem Projekt begleiten.</p>"),
      heading("vorteil-3", 3, "Nachweislich wirksam"),
      paragraph("vorteil-3-text", "<p>Nennen Sie Zahlen, Referenzen oder Zertifikate, die Ihr Versprechen belegen.</p>"),
      heading("abschluss", 2, "Bereit für den nächsten Schritt?"),
      paragraph("abschluss-text", '<p>Vereinbaren Sie ein unverbindliches Erstgespräch – wir melden uns innerhalb eines Werktags. <a href="/kontakt">Jetzt Kontakt aufnehmen</a></p>'),
    ],
  },
  {
    name: "Leistungsseite",
    description: "Eine Leistung vorstellen: Einleitung, Leistungsumfang, Ablauf und Ansprechpartner.",
    content: [
      {
        id: "hero",
        type: "hero",
        content: {
          title: "Name der Leistung",
          subtitle: "Für wen ist diese Leistung gedacht, und welches Ergebnis dürfen Kunden erwarten?",
          // A subtitle is not a heading: an h3 right after the h1 would be a skipped level.
          subtitleHTag: "div",
          isH1: true,
          buttons: [{ text: "Angebot anfordern", variant: "default", href: "/kontakt", linkType: "internal", target: "_self" }],
        },
      },
      heading("ueberblick", 2, "Überblick"),
      paragraph("ueberblick-text", "<p>Beschreiben Sie die Leistung in wenigen Sätzen: Ausgangslage beim Kunden, Ihr Vorgehen und der Nutzen.</p>"),
      heading("umfang", 2, "Leistungsumfang"),
      paragraph(
        "umfang-text",
        "<ul><li>Analyse der Anforderungen vor Ort</li><li>Konzept und Angebot mit Festpreis</li><li>Umsetzung, Inbetriebnahme und Schulung</li><li>Wartung und Support nach Vereinbarung</li></ul>",
      ),
      heading("ablauf", 2, "So läuft die Zusammenarbeit ab"),
      paragraph(
        "ablauf-text",
        "<ol><li><strong>Erstgespräch:</strong> Wir klären Ziele, Rahmen und Termine.</li><li><strong>Angebot:</strong> Sie erhalten ein transparentes Angebot.</li><li><strong>Umsetzung:</strong> Wir setzen um und halten Sie auf dem Laufenden.</li><li><strong>Abnahme:</strong> Gemeinsame Prüfung und Übergabe.</li></ol>",
      ),
      heading("ansprechpartner", 2, "Ihr Ansprechpartner"),
      paragraph("ansprechpartner-text", '<p>Name, Funktion, Telefon und E-Mail-Adresse. Oder schreiben Sie uns über das <a href="/kontakt">Kontaktformular</a>.</p>'),
    ],
  },
  {
    name: "Kontaktseite",
    description: "Kontaktmöglichkeiten, Anfahrt und Erreichbarkeit.",
    content: [
      heading("titel", 1, "Kontakt"),
      paragraph("einleitung", "<p>Sie haben eine Frage oder möchten ein Projekt besprechen? Wir freuen uns auf Ihre Nachricht und antworten in der Regel innerhalb eines Werktags.</p>"),
      heading("erreichbarkeit", 2, "So erreichen Sie uns"),
      paragraph(
        "erreichbarkeit-text",
        '<p><strong>Telefon:</strong> <a href="tel:+49000000000">+49 000 000000</a><br><strong>E-Mail:</strong> <a href="mailto:info@example.de">info@example.de</a></p><p><strong>Bürozeiten:</strong> Montag bis Freitag, 8:00–17:00 Uhr</p>',
      ),
      heading("anfahrt", 2, "Anfahrt"),
      paragraph("anfahrt-text", "<p>Firmenname<br>Straße Hausnummer<br>PLZ Ort</p><p>Parkplätze finden Sie direkt vor dem Gebäude.</p>"),
    ],
  },
];

/**
 * Inserts each starter template that was never offered and whose name is free. Safe when several
 * instances start at once: the marker row is claimed first in the same transaction, and the unique
 * name index decides the rest. Returns the names added.
 */
export async function seedStarterTemplates(db: Db): Promise<string[]> {
  const added: string[] = [];
  for (const template of starterTemplates) {
    const inserted = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("app_meta")
        .values({ key: `starter_template:${template.name}`, value: nowIso() })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      const now = nowIso();
      const result = await trx
        .insertInto("page_templates")
        .values({ id: crypto.randomUUID(), name: template.name, description: template.description, content: toDbJson(template.content), created_at: now, updated_at: now })
        .onConflict((oc) => oc.column("name").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    });
    if (inserted) added.push(template.name);
  }
  return added;
}
