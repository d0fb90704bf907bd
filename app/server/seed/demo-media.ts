import sharp from "sharp";
import { writePdf, type PdfDocument } from "./pdf";
import fraesen from "./scenes/fraesen.svg?raw";
import halle from "./scenes/halle.svg?raw";
import lager from "./scenes/lager.svg?raw";
import messraum from "./scenes/messraum.svg?raw";
import montage from "./scenes/montage.svg?raw";
import nachhaltigkeit from "./scenes/nachhaltigkeit.svg?raw";
import pruefung from "./scenes/pruefung.svg?raw";
import robotik from "./scenes/robotik.svg?raw";
import schaltschrank from "./scenes/schaltschrank.svg?raw";
import team from "./scenes/team.svg?raw";
import zwilling from "./scenes/zwilling.svg?raw";

/**
 * The demo site's media files, made here without network: photos-to-be rendered with sharp from
 * the SVG scenes in ./scenes (in the site's colours), PDF data sheets and certificates from
 * ./pdf.ts, a short signal tone and the header logo. The seed imports them into the media library
 * like uploads; demo pages refer to them as `demoMedia("key")` and get the assets' URLs.
 */

export type DemoFolderKey = "bilder" | "datenblaetter" | "zertifikate" | "broschueren";

/** The demo's folders; download folders in the order of the downloads page. */
export const DEMO_FOLDERS: Array<{ key: DemoFolderKey; name: string; download: boolean }> = [
  { key: "datenblaetter", name: "Datenblätter", download: true },
  { key: "zertifikate", name: "Zertifikate", download: true },
  { key: "broschueren", name: "Broschüren", download: true },
  { key: "bilder", name: "Website-Bilder", download: false },
];

export interface DemoMediaFile {
  key: string;
  /** File name in the library (and the download's file name). */
  name: string;
  folder: DemoFolderKey;
  description: string;
  alt_text?: string;
  make: () => Promise<Buffer> | Buffer;
}

const PREFIX = "demo-media:";

/** A placeholder in the demo content that the seed replaces with the asset's URL. */
export function demoMedia(key: string): string {
  return `${PREFIX}${key}`;
}

/** Replaces every `demoMedia(key)` string in `value` (deep) by `urls[key]`; unknown keys throw. */
export function resolveDemoMedia<T>(value: T, urls: ReadonlyMap<string, string>): T {
  if (typeof value === "string") {
    if (!value.startsWith(PREFIX)) return value;
    const url = urls.get(value.slice(PREFIX.length));
    if (!url) throw new Error(`Demo-Medium fehlt: ${value}`);
    return url as T;
  }
  if (Array.isArray(value)) return value.map((v) => resolveDemoMedia(v, urls)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDemoMedia(v, urls)])) as T;
  }
  return value;
}

/** Every demoMedia key used in `value`. */
export function demoMediaKeys(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string" && value.startsWith(PREFIX)) found.add(value.slice(PREFIX.length));
  else if (Array.isArray(value)) value.forEach((v) => demoMediaKeys(v, found));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => demoMediaKeys(v, found));
  return found;
}

// 1920 px wide (spec §9's largest width), quality 82: about 40–70 KB per scene.
const SCENE_WIDTH = 1920;
function photo(svg: string): () => Promise<Buffer> {
  return () => sharp(Buffer.from(svg), { density: 144 }).resize(SCENE_WIDTH).jpeg({ quality: 82, progressive: true }).toBuffer();
}

const scene = (key: string, svg: string, name: string, alt: string, description: string): DemoMediaFile => ({
  key,
  name,
  folder: "bilder",
  alt_text: alt,
  description,
  make: photo(svg),
});

const COMPANY = "Brenner Industrietechnik GmbH";
const FOOTER = "Brenner Industrietechnik GmbH · Industriestraße 14 · 34123 Kassel · www.brenner-industrietechnik.example";
const BLUE: [number, number, number] = [0.11, 0.31, 0.85];
const GREEN: [number, number, number] = [0.02, 0.47, 0.34];

function dataSheet(title: string, subject: string, intro: string, rows: Array<[string, string]>, notes: string[]): Buffer {
  const doc: PdfDocument = {
    title,
    kicker: `${COMPANY} · Datenblatt`,
    author: COMPANY,
    subject,
    accent: BLUE,
    footer: FOOTER,
    created: "20250301090000Z",
    pages: [
      {
        blocks: [
          { kind: "paragraph", text: intro },
          { kind: "heading", text: "Technische Daten" },
          { kind: "table", rows },
          { kind: "heading", text: "Hinweise" },
          ...notes.map((text) => ({ kind: "paragraph" as const, text })),
        ],
      },
    ],
  };
  return writePdf(doc);
}

function certificate(standard: string, scope: string, number: string, valid: string): Buffer {
  return writePdf({
    title: `Zertifikat ${standard}`,
    kicker: "Demo-Zertifizierungsstelle · Zertifikat",
    author: "Demo-Zertifizierungsstelle",
    subject: `${standard} – ${COMPANY}`,
    accent: GREEN,
    footer: "Demonstrationsdokument ohne rechtliche Gültigkeit – alle Angaben sind erfunden.",
    created: "20250115100000Z",
    pages: [
      {
        blocks: [
          { kind: "spacer", height: 10 },
          { kind: "paragraph", text: "Hiermit wird bescheinigt, dass das Unternehmen" },
          { kind: "heading", text: COMPANY },
          { kind: "paragraph", text: "Industriestraße 14, 34123 Kassel, Deutschland" },
          { kind: "paragraph", text: `ein Managementsystem eingeführt hat und anwendet, das die Anforderungen der Norm ${standard} erfüllt.` },
          { kind: "heading", text: "Geltungsbereich" },
          { kind: "paragraph", text: scope },
          { kind: "table", rows: [["Zertifikat-Nr.", number], ["Gültig bis", valid], ["Erstzertifizierung", "1998"], ["Audit", "Überwachungsaudit jährlich, Rezertifizierung alle drei Jahre"]] },
        ],
      },
    ],
  });
}

function catalogue(): Buffer {
  return writePdf({
    title: "Produktkatalog 2025",
    kicker: COMPANY,
    author: COMPANY,
    subject: "Fertigung, C-Teile-Management und Automatisierung",
    accent: BLUE,
    footer: FOOTER,
    created: "20250210080000Z",
    pages: [
      {
        blocks: [
          { kind: "paragraph", text: "Präzisionsteile, C-Teile-Management und Automation aus einer Hand – seit 1982 aus Kassel für den Maschinen- und Anlagenbau." },
          { kind: "heading", text: "Fertigung" },
          { kind: "paragraph", text: "Dreh- und Frästeile aus Stahl, Edelstahl, Aluminium, Messing und technischen Kunststoffen, vom Prototyp bis zur Serie. Einbaufertige Baugruppen mit Prüfung und Dokumentation." },
          { kind: "table", rows: [["Drehen", "Ø 3–420 mm, Länge bis 1.200 mm"], ["Fräsen", "5-Achs-Bearbeitung bis 1.000 × 800 × 600 mm"], ["Toleranzen", "bis IT6, Oberflächen bis Ra 0,4 µm"]] },
          { kind: "heading", text: "C-Teile-Management" },
          { kind: "paragraph", text: "45.000 Normteile und Verbindungselemente, Kanban-Versorgung mit Zwei-Behälter-System oder e-Kanban mit RFID, Sammelrechnung statt Einzelbestellungen." },
        ],
      },
      {
        blocks: [
          { kind: "heading", text: "Automatisierung" },
          { kind: "paragraph", text: "Montageanlagen, Robotik-Zellen zur Maschinenbeladung und Prüfanlagen mit Bildverarbeitung – Konstruktion, Steuerungstechnik und Inbetriebnahme aus einer Hand." },
          { kind: "table", rows: [["Robotik-Zellen", "Beladung von Dreh- und Fräsmaschinen, Losgrößen ab 20 Stück"], ["Prüfanlagen", "Bildverarbeitung, Maß- und Oberflächenprüfung, lückenlose Dokumentation"], ["Service", "Wartung, Ersatzteile, Fernwartung über VPN"]] },
          { kind: "heading", text: "Kontakt" },
          { kind: "paragraph", text: "Telefon +49 561 000000-0 · info@brenner-industrietechnik.example" },
        ],
      },
    ],
  });
}

/** A short two-tone chime (16-bit PCM WAV, mono, 22.05 kHz) for the audio block. */
export function signalTone(): Buffer {
  const rate = 22050;
  const notes = [
    { freq: 784, seconds: 0.35 },
    { freq: 523.25, seconds: 0.65 },
  ];
  const samples: number[] = [];
  for (const note of notes) {
    const count = Math.round(note.seconds * rate);
    for (let i = 0; i < count; i++) {
      const envelope = Math.min(1, i / 200) * Math.exp((-3 * i) / count);
      samples.push(Math.round(Math.sin((2 * Math.PI * note.freq * i) / rate) * envelope * 0.6 * 32767));
    }
  }
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(s, i * 2));
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const LOGO_TEXT = `<text x="92" y="45" font-family="Inter, 'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif" font-size="27" font-weight="700" fill="#0f172a">Brenner</text><text x="92" y="70" font-family="Inter, 'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif" font-size="15" font-weight="500" fill="#475569" letter-spacing="0.6">Industrietechnik</text>`;
const LOGO_MARK = `<defs><clipPath id="m"><rect x="4" y="4" width="72" height="72" rx="12"/></clipPath></defs><g clip-path="url(#m)"><rect x="4" y="4" width="72" height="72" fill="#1d4ed8"/><rect x="4" y="64" width="72" height="12" fill="#10b981"/></g><path transform="translate(-2 -6)" d="M20 16 h17 c9 0 14 4.5 14 11 c0 4.3 -2.4 7.3 -6 8.5 c4.6 1.1 7.5 4.4 7.5 9.2 c0 7 -5.4 11.3 -14.5 11.3 h-18 z m9 7 v9.2 h6.8 c3.6 0 5.6 -1.7 5.6 -4.6 c0 -2.9 -2 -4.6 -5.6 -4.6 z m0 15.8 v10.2 h7.8 c4 0 6.2 -1.8 6.2 -5.1 c0 -3.3 -2.2 -5.1 -6.2 -5.1 z" fill="#ffffff"/><rect x="56" y="10" width="9" height="40.3" fill="#ffffff"/>`;

/**
 * The header logo: a blue square with the initials drawn as paths (no font needed) and the name
 * beside it. The name needs a font; on a machine without any, rsvg draws no text, so the caller
 * can tell (`hasText`) and keep the text header instead of a logo without a name.
 */
export async function makeLogo(): Promise<{ png: Buffer; hasText: boolean }> {
  const svg = (content: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80" viewBox="0 0 300 80">${content}</svg>`);
  // 2× for sharp display on high-density screens; the pipeline serves 183×72 (spec §7 logo params).
  const png = await sharp(svg(LOGO_MARK + LOGO_TEXT), { density: 144 }).png({ compressionLevel: 9 }).toBuffer();
  const textOnly = await sharp(svg(LOGO_TEXT), { density: 72 }).stats();
  return { png, hasText: !textOnly.isOpaque && textOnly.channels[3].max > 0 };
}

export const DEMO_MEDIA: DemoMediaFile[] = [
  scene("halle", halle, "Fertigungshalle.jpg", "Fertigungshalle der Brenner Industrietechnik in Kassel", "Außenansicht der Fertigungshalle"),
  scene("team", team, "Team.jpg", "Das Team der Brenner Industrietechnik", "Mitarbeitende aus Fertigung, Konstruktion und Logistik"),
  scene("fraesen", fraesen, "Fraeszentrum.jpg", "Fünfachsiges Fräszentrum bei der Bearbeitung", "CNC-Fräsen in einer Aufspannung"),
  scene("lager", lager, "Kanban-Regal.jpg", "Kanban-Regal mit farbigen Behältern für C-Teile", "C-Teile im Zwei-Behälter-Kanban"),
  scene("messraum", messraum, "Messraum.jpg", "Messraum mit Koordinatenmessmaschine", "Qualitätsprüfung im klimatisierten Messraum"),
  scene("robotik", robotik, "Robotik-Zelle.jpg", "Robotik-Zelle bei der Beladung einer Werkzeugmaschine", "Robotik für kleine Losgrößen"),
  scene("schaltschrank", schaltschrank, "Schaltschrank-OPC-UA.jpg", "Schaltschrank mit Steuerungen, die über OPC UA vernetzt sind", "Vernetzte Steuerungen"),
  scene("pruefung", pruefung, "Pruefstation-Bildverarbeitung.jpg", "Kamera prüft Bauteile auf einem Förderband und markiert ein fehlerhaftes Teil", "Prüfstation mit Bildverarbeitung"),
  scene("zwilling", zwilling, "Digitaler-Zwilling.jpg", "Montagestation und ihr digitaler Zwilling als Drahtmodell", "Digitaler Zwilling in der Montage"),
  scene("nachhaltigkeit", nachhaltigkeit, "Photovoltaik-Halle.jpg", "Hallendach mit Photovoltaikanlage und elektrisches Lieferfahrzeug", "Photovoltaik und E-Lieferfahrzeug"),
  scene("montage", montage, "Baugruppenmontage.jpg", "Montagelinie für einbaufertige Baugruppen", "Montage und Funktionsprüfung von Baugruppen"),
  { key: "signalton", name: "Signalton.wav", folder: "bilder", description: "Signalton der Schichtwechsel-Anlage", make: signalTone },
  {
    key: "datenblatt-kanban",
    name: "Datenblatt Kanban-Regal KR-400.pdf",
    folder: "datenblaetter",
    description: "Maße, Traglasten und Behältergrößen des Kanban-Regalsystems",
    make: () =>
      dataSheet(
        "Kanban-Regal KR-400",
        "Regalsystem für die C-Teile-Versorgung",
        "Das Durchlaufregal KR-400 versorgt Montagearbeitsplätze mit Normteilen und Verbindungselementen im Zwei-Behälter-Kanban. Leere Behälter laufen auf der Rückseite zurück und werden von unserem Versorgungsteam aufgefüllt.",
        [["Breite × Tiefe × Höhe", "1.300 × 600 × 1.900 mm"], ["Fachebenen", "4 bis 6, neigbar 5–15°"], ["Traglast je Ebene", "120 kg"], ["Behälter", "Sichtlagerkästen Größe 2 bis 5, farbig nach Artikelgruppe"], ["Option", "e-Kanban mit RFID-Lesern je Ebene"]],
        ["Aufstellung und Einweisung übernimmt unser Versorgungsteam.", "Alle Angaben sind Beispielwerte dieser Demo-Website."],
      ),
  },
  {
    key: "datenblatt-robotik",
    name: "Datenblatt Robotik-Zelle RZ-200.pdf",
    folder: "datenblaetter",
    description: "Technische Daten der Robotik-Zelle zur Maschinenbeladung",
    make: () =>
      dataSheet(
        "Robotik-Zelle RZ-200",
        "Maschinenbeladung für kleine Losgrößen",
        "Die Robotik-Zelle RZ-200 belädt Dreh- und Fräsmaschinen auch in der Nachtschicht. Schubladenspeicher und Schnellwechselgreifer machen sie ab Losgrößen von 20 Stück wirtschaftlich.",
        [["Traglast Roboter", "25 kg"], ["Teilegröße", "Ø 20–200 mm, Länge bis 300 mm"], ["Speicher", "8 Schubladen, je 600 × 400 mm"], ["Umrüstzeit", "unter 10 Minuten"], ["Sicherheit", "Schutzumhausung, Lichtvorhang, PL d"]],
        ["Anbindung an die Maschinensteuerung über OPC UA oder digitale E/A.", "Alle Angaben sind Beispielwerte dieser Demo-Website."],
      ),
  },
  {
    key: "datenblatt-pruefstation",
    name: "Datenblatt Prüfstation PS-4 Vision.pdf",
    folder: "datenblaetter",
    description: "Prüfstation mit vier Kameras für die 100-Prozent-Prüfung",
    make: () =>
      dataSheet(
        "Prüfstation PS-4 Vision",
        "Bildverarbeitung für die 100-Prozent-Prüfung",
        "Die Prüfstation PS-4 prüft Kunststoff- und Metallteile auf Maßhaltigkeit und Oberflächenfehler. Jedes Prüfergebnis wird je Charge dokumentiert.",
        [["Kameras", "4 × 12 MP, telezentrische Optik"], ["Taktzeit", "ab 4,5 s je Teil"], ["Messgenauigkeit", "± 0,01 mm"], ["Auswertung", "klassische Bildverarbeitung und KI-gestützte Oberflächenprüfung"], ["Schnittstellen", "OPC UA, Profinet, CSV-Export"]],
        ["Validierung nach den Vorgaben des Kunden auf Anfrage.", "Alle Angaben sind Beispielwerte dieser Demo-Website."],
      ),
  },
  {
    key: "werkstoffe",
    name: "Werkstoffübersicht Zerspanung.pdf",
    folder: "datenblaetter",
    description: "Werkstoffe, die wir drehen und fräsen, mit typischen Anwendungen",
    make: () =>
      dataSheet(
        "Werkstoffübersicht Zerspanung",
        "Werkstoffe für Dreh- und Frästeile",
        "Wir zerspanen eine breite Palette metallischer Werkstoffe und technischer Kunststoffe. Werkstoffzeugnisse nach EN 10204 liefern wir auf Wunsch zu jeder Lieferung.",
        [["Stahl", "C45, 42CrMo4, 16MnCr5 – Wellen, Zahnräder, Bolzen"], ["Edelstahl", "1.4301, 1.4404, 1.4571 – Lebensmittel- und Medizintechnik"], ["Aluminium", "EN AW-6082, EN AW-7075 – Gehäuse, Leichtbau"], ["Messing", "CuZn39Pb3 – Armaturen, Steckverbinder"], ["Kunststoffe", "POM, PA6, PEEK – Gleitelemente, Isolatoren"]],
        ["Weitere Werkstoffe auf Anfrage."],
      ),
  },
  {
    key: "iso-9001",
    name: "Zertifikat ISO 9001.pdf",
    folder: "zertifikate",
    description: "Qualitätsmanagementsystem nach ISO 9001:2015",
    make: () => certificate("ISO 9001:2015", "Fertigung von Dreh- und Frästeilen und Baugruppen, C-Teile-Management, Planung und Bau von Automatisierungsanlagen.", "QM-2025-0815", "14. Januar 2028"),
  },
  {
    key: "iso-14001",
    name: "Zertifikat ISO 14001.pdf",
    folder: "zertifikate",
    description: "Umweltmanagementsystem nach ISO 14001:2015",
    make: () => certificate("ISO 14001:2015", "Alle Tätigkeiten am Standort Kassel, Industriestraße 14.", "UM-2025-0431", "14. Januar 2028"),
  },
  { key: "katalog", name: "Produktkatalog 2025.pdf", folder: "broschueren", description: "Fertigung, C-Teile-Management und Automatisierung im Überblick", make: catalogue },
];

let made: Promise<Map<string, Buffer>> | null = null;

/**
 * The files' bytes, made once per process: seeding runs at every first start and in many tests,
 * and rendering the scenes is the slow part (about 60 ms each).
 */
export function demoMediaFiles(): Promise<Map<string, Buffer>> {
  made ??= Promise.all(DEMO_MEDIA.map(async (file) => [file.key, await file.make()] as const))
    .then((entries) => new Map(entries))
    .catch((error) => {
      made = null;
      throw error;
    });
  return made;
}

let logo: Promise<{ png: Buffer; hasText: boolean }> | null = null;

/** makeLogo, once per process. */
export function demoLogo(): Promise<{ png: Buffer; hasText: boolean }> {
  logo ??= makeLogo().catch((error) => {
    logo = null;
    throw error;
  });
  return logo;
}
