import { readBlocks } from "~/blocks/content";
import { allBlockModules, getBlockModule } from "~/blocks/registry";
import { flattenBlocks } from "~/blocks/tree";
import type { DemoBlock, DemoPage } from "./demo-content";
import { demoMedia } from "./demo-media";

/**
 * The demo page 'Bausteine': every block type of the spec once or more, with realistic content of
 * the demo company, grouped by the element library's categories. Images, audio and documents are
 * the demo's media library files (demo-media.ts, served from our own origin under /media/);
 * third-party media wait behind consent placeholders.
 */

const b = (id: string, type: string, content: Record<string, unknown>, extra: Partial<DemoBlock> = {}): DemoBlock => ({
  id: `bs-${id}`,
  type,
  content,
  ...extra,
});

const h2 = (id: string, text: string) => b(id, "heading", { text, level: 2 });
const h3 = (id: string, text: string) => b(id, "heading", { text, level: 3 });
const p = (id: string, html: string) => b(id, "paragraph", { text: html });

const curated: DemoPage = {
  key: "bausteine",
  slug: "bausteine",
  title: "Bausteine",
  content_type: "basis",
  is_published: true,
  show_in_footer_navigation: true,
  meta_title: "Bausteine – alle Inhaltselemente im Überblick",
  meta_description:
    "Alle Bausteine, aus denen sich die Seiten der Brenner Industrietechnik zusammensetzen: Text, Layout, Komponenten, Medien und Formulare – mit Beispielen aus unserem Alltag.",
  created_at: "2025-01-10T08:00:00.000Z",
  content: [
    b("hero", "hero", {
      title: "Alle Bausteine auf einen Blick",
      subtitle: "Diese Seite zeigt jedes Inhaltselement unserer Website – so sehen Sie, was beim Gestalten möglich ist.",
      subtitleHTag: "div",
      backgroundImage: demoMedia("halle"),
      overlayOpacity: 55,
      isH1: true,
      buttons: [
        { text: "Unsere Leistungen", href: "/leistungen", linkType: "internal", variant: "default" },
        { text: "Kontakt aufnehmen", href: "/kontakt", linkType: "internal", variant: "outline" },
      ],
    }),

    // ------------------------------------------------------------------ Text
    h2("text", "Text"),
    p(
      "p1",
      "<p>Absätze tragen <strong>fetten</strong> und <em>kursiven</em> Text, Listen und Links – etwa zu unseren <a href=\"/leistungen\">Leistungen</a> oder zur <a href=\"https://www.ihk.de/kassel-marburg\" target=\"_blank\">IHK Kassel-Marburg</a>. Überschriften gliedern die Seite in sechs Ebenen.</p>",
    ),
    h3("h3", "Überschrift der dritten Ebene"),
    b("h4", "heading", { text: "Überschrift der vierten Ebene", level: 4, alignment: "center" }),
    b("list-disc", "list", { items: ["Dreh- und Frästeile nach Zeichnung", "Baugruppen inklusive Prüfung", "C-Teile-Management mit Kanban"], listStyle: "disc" }),
    b("list-decimal", "list", { items: ["Anfrage mit Zeichnung senden", "Angebot innerhalb von zwei Werktagen", "Erstmuster mit Prüfbericht", "Serienlieferung im Wunschrhythmus"], listStyle: "decimal" }),
    b("list-dash", "list", { items: ["Stahl und Edelstahl", "Aluminium und Messing", "Technische Kunststoffe"], listStyle: "dash" }),
    b("list-alpha", "list", { items: ["Prototyp", "Vorserie", "Serie"], listStyle: "alpha" }),
    b("table", "table", {
      headers: ["Werkstoff", "Toleranz", "Losgröße"],
      rows: [
        ["Edelstahl 1.4305", "± 0,01 mm", "ab 10 Stück"],
        ["Aluminium EN AW-7075", "± 0,02 mm", "ab 1 Stück"],
        ["POM-C", "± 0,05 mm", "ab 50 Stück"],
      ],
    }),
    b("html-content", "html-content", {
      html: "<blockquote><p>„Qualität ist, wenn der Kunde zurückkommt und nicht das Produkt.“</p></blockquote><p>Freier HTML-Inhalt wird beim Speichern bereinigt.</p>",
    }),
    b("html-code", "html-code", {
      html: "<div style=\"text-align: center\"><p><strong>Werksführung:</strong> jeden ersten Freitag im Monat um 14 Uhr.</p></div>",
    }),
    b("divider", "divider", { thickness: 2 }),
    b("spacer", "spacer", { height: 24 }),

    // ------------------------------------------------------------------ Layout
    h2("layout", "Layout"),
    b(
      "section",
      "section",
      { title: "Abschnitt mit Hintergrundfarbe", backgroundType: "color", backgroundColor: "#eff6ff" },
      { slots: { children: [p("section-p", "<p>Abschnitte fassen Bausteine zusammen und setzen sie farbig vom Rest der Seite ab.</p>")] } },
    ),
    b("container", "container", {}, { slots: { children: [p("container-p", "<p>Ein Container begrenzt die Breite seines Inhalts und hält ihn zusammen.</p>")] } }),
    b("two-column", "two-column", {}, {
      slots: {
        "columns[0]": [h3("two-a-h", "Fertigung"), p("two-a-p", "<p>Dreh- und Fräsbearbeitung auf 24 CNC-Maschinen im Zweischichtbetrieb.</p>")],
        "columns[1]": [h3("two-b-h", "Montage"), p("two-b-p", "<p>Baugruppen inklusive Funktionsprüfung und Dokumentation.</p>")],
      },
    }),
    b("three-column", "three-column", {}, {
      slots: {
        "columns[0]": [h3("three-a-h", "Beratung"), p("three-a-p", "<p>Fertigungsgerechte Konstruktion ab dem ersten Entwurf.</p>")],
        "columns[1]": [h3("three-b-h", "Fertigung"), p("three-b-p", "<p>Präzision bis ± 0,005 mm im klimatisierten Messraum geprüft.</p>")],
        "columns[2]": [h3("three-c-h", "Logistik"), p("three-c-p", "<p>Lieferung just in time oder per Kanban direkt an die Linie.</p>")],
      },
    }),
    b("columns", "columns", {
      leftText: "<p><strong>Linke Spalte:</strong> Texte und Bausteine stehen nebeneinander und rutschen auf dem Smartphone untereinander.</p>",
      rightText: "<p><strong>Rechte Spalte:</strong> Ideal für Gegenüberstellungen wie Vorher und Nachher.</p>",
    }),
    b("grid", "grid", {}, {
      slots: {
        "columns[0]": [b("grid-a", "card", { title: "ISO 9001", description: "Zertifiziertes Qualitätsmanagement seit 1998." })],
        "columns[1]": [b("grid-b", "card", { title: "ISO 14001", description: "Umweltmanagement mit jährlichem Audit." })],
        "columns[2]": [b("grid-c", "card", { title: "IATF-fähig", description: "Prozesse nach den Anforderungen der Automobilindustrie." })],
      },
    }),
    b("flexible-row", "flexible-row", { columns: 2, columnWidths: [66, 34], gap: 24 }, {
      slots: {
        "columns[0]": [p("flex-a", "<p>Flexible Zeilen teilen den Platz frei auf – hier zwei Drittel für den Text und ein Drittel für das Bild.</p>")],
        "columns[1]": [b("flex-img", "image", { src: demoMedia("lager"), alt: "Kanban-Regal mit farbigen Behältern", width: "full" })],
      },
    }),
    b("media-text", "media-text", {
      imageSrc: demoMedia("fraesen"),
      imageAlt: "CNC-Fräszentrum bei der Bearbeitung",
      title: "Bild und Text nebeneinander",
      text: "<p>Unsere fünfachsigen Fräszentren fertigen komplexe Teile in einer Aufspannung – das spart Zeit und sichert die Genauigkeit.</p>",
      buttonText: "Zu den Leistungen",
      buttonHref: "/leistungen",
      order: "image-left",
      ratio: "50-50",
    }),

    // ------------------------------------------------------------------ Komponenten
    h2("komponenten", "Komponenten"),
    b("button-1", "button", { text: "Leistungen ansehen", href: "/leistungen", variant: "default", size: "lg" }),
    b("button-2", "button", { text: "Produktkatalog (PDF)", href: demoMedia("katalog"), variant: "outline" }),
    b("button-3", "button", { text: "Verband Deutscher Maschinen- und Anlagenbau", href: "https://www.vdma.org", variant: "link" }),
    b("button-4", "button", { text: "+49 561 000000-0", href: "tel:+495610000000", variant: "secondary", size: "sm" }),
    b("button-5", "button", { text: "info@brenner-industrietechnik.example", href: "mailto:info@brenner-industrietechnik.example", variant: "ghost", size: "sm" }),
    b("card", "card", {
      title: "C-Teile-Management",
      description: "Normteile und Verbindungselemente automatisch nachliefern lassen.",
      image: demoMedia("lager"),
      link: "/c-teile-management",
    }),
    b("cta-centered", "cta", {
      title: "Ihr Projekt, unsere Präzision",
      description: "Senden Sie uns Ihre Zeichnung – Sie erhalten in zwei Werktagen ein Angebot.",
      primaryButtonText: "Anfrage senden",
      primaryButtonLink: "/kontakt",
      secondaryButtonText: "Referenzen",
      secondaryButtonLink: "/referenzen",
      variant: "centered",
    }),
    b("cta-split", "cta", {
      title: "Werksführung gefällig?",
      description: "Erleben Sie Fertigung und Messraum live – jeden ersten Freitag im Monat.",
      primaryButtonText: "Termin anfragen",
      primaryButtonLink: "/kontakt",
      variant: "split",
      backgroundColor: "#0f172a",
    }),
    b("faq", "faq", {
      title: "Häufige Fragen",
      items: [
        { id: "bs-faq-1", question: "Welche Losgrößen fertigen Sie?", answer: "Vom Einzelteil bis zur Serie mit mehreren zehntausend Stück im Jahr." },
        { id: "bs-faq-2", question: "Welche Unterlagen brauchen Sie für ein Angebot?", answer: "Eine Zeichnung (PDF) und idealerweise ein 3D-Modell als STEP-Datei, dazu Stückzahl und Werkstoff." },
        { id: "bs-faq-3", question: "Liefern Sie mit Prüfbericht?", answer: "Ja, auf Wunsch mit Erstmusterprüfbericht nach VDA oder PPAP sowie Werkstoffzeugnis 3.1." },
      ],
    }),
    b("timeline", "timeline", {
      title: "Unsere Geschichte",
      items: [
        { year: "1982", title: "Gründung in Kassel", description: "Heinrich Brenner gründet eine Lohnfertigung mit drei Drehmaschinen.", color: "primary" },
        { year: "1998", title: "ISO 9001", description: "Erste Zertifizierung des Qualitätsmanagements.", color: "blue" },
        { year: "2012", title: "C-Teile-Management", description: "Start der Kanban-Versorgung für Kunden im Maschinenbau.", color: "green" },
        { year: "2024", title: "Automatisierung", description: "Eigene Abteilung für Montageautomation und Robotik.", color: "orange" },
      ],
    }),
    b("testimonial-1", "testimonial", {
      quote: "Seit der Umstellung auf Kanban hatten wir keinen einzigen Bandstillstand wegen fehlender Schrauben.",
      author: "Julia Neumann",
      position: "Leiterin Logistik, Hessische Landtechnik AG",
      layout: "default",
    }),
    b("testimonial-2", "testimonial", {
      quote: "Termintreu, präzise und immer erreichbar – so stellen wir uns einen Lieferanten vor.",
      author: "Thomas Berger",
      position: "Einkauf, Nordhessen Antriebe GmbH",
      photo: demoMedia("team"),
      layout: "centered",
    }),
    b("testimonial-3", "testimonial", {
      quote: "Die Robotik-Zelle lief nach zwei Wochen stabil im Dreischichtbetrieb.",
      author: "Ayşe Demir",
      position: "Fertigungsleitung, Fulda Kunststofftechnik",
      layout: "horizontal",
    }),
    b("contact-info", "contact-info", {
      title: "So erreichen Sie uns",
      contacts: [
        { icon: "phone", label: "Telefon", value: "+49 561 000000-0" },
        { icon: "mail", label: "E-Mail", value: "info@brenner-industrietechnik.example" },
        { icon: "map-pin", label: "Adresse", value: "Industriestraße 14, 34123 Kassel" },
        { icon: "clock", label: "Öffnungszeiten", value: "Mo–Do 7:00–16:30 Uhr, Fr 7:00–13:00 Uhr" },
      ],
    }),
    b("product-benefits", "product-benefits", {
      title: "Warum Brenner?",
      description: "Was Kunden an uns schätzen.",
      benefits: [
        { title: "Alles aus einer Hand", description: "Fertigung, C-Teile und Automation mit einem Ansprechpartner." },
        { title: "98,7 % Liefertreue", description: "Gemessen über alle Aufträge des vergangenen Geschäftsjahres." },
        { title: "Geprüfte Qualität", description: "Jede Charge im klimatisierten Messraum kontrolliert." },
      ],
    }),
    b("blog-meta", "blog-meta", {
      author: "Sabine Krüger",
      publishDate: "2025-03-18",
      category: "Digitalisierung",
      readTime: 3,
    }),
    b("blog-post", "blog-post", {
      title: "Kanban-Systeme für C-Teile",
      excerpt: "Wie das Zwei-Behälter-System Bestellvorgänge spart und Fehlteile vermeidet.",
      content:
        "<p>Im <strong>Zwei-Behälter-System</strong> stehen an jedem Lagerort zwei Behälter desselben Artikels. Ist der erste leer, wird er zum Auffüllen freigegeben, während die Produktion aus dem zweiten weiterarbeitet.</p><p>Mehr dazu auf der Seite <a href=\"/c-teile-management\">C-Teile-Management</a>.</p>",
      author: "Sabine Krüger",
      publishDate: "2025-03-18",
      readTime: 3,
      category: "Digitalisierung",
      tags: ["Kanban", "C-Teile", "Logistik"],
      featuredImage: demoMedia("lager"),
    }),
    b("downloads", "downloads", {
      title: "Downloads",
      description: "Datenblätter, Zertifikate und Broschüren zum Herunterladen.",
      groupByFolder: true,
    }),

    // ------------------------------------------------------------------ Medien
    h2("medien", "Medien"),
    b("image", "image", {
      src: demoMedia("messraum"),
      alt: "Koordinatenmessmaschine im klimatisierten Messraum",
      caption: "Im Messraum prüfen wir bei konstant 20 °C.",
      width: "full",
      aspectRatio: "16:9",
    }),
    b("gallery", "gallery", {
      title: "Einblicke in die Fertigung",
      columns: 3,
      enableLightbox: true,
      images: [
        { url: demoMedia("halle"), alt: "Fertigungshalle von außen", caption: "Unsere Halle in Kassel" },
        { url: demoMedia("fraesen"), alt: "Fünfachsiges Fräszentrum", caption: "Fräsen in einer Aufspannung" },
        { url: demoMedia("robotik"), alt: "Robotik-Zelle zur Maschinenbeladung", caption: "Robotik für kleine Losgrößen" },
        { url: demoMedia("messraum"), alt: "Messraum mit Koordinatenmessmaschine", caption: "Qualitätsprüfung" },
        { url: demoMedia("lager"), alt: "Kanban-Regal mit C-Teilen", caption: "C-Teile im Kanban" },
        { url: demoMedia("team"), alt: "Das Team der Brenner Industrietechnik", caption: "180 Mitarbeitende" },
      ],
    }),
    b("video", "video", {
      src: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      title: "Imagefilm der Brenner Industrietechnik",
      width: "full",
      aspectRatio: "16:9",
    }),
    b("audio", "audio", { src: demoMedia("signalton"), title: "Signalton unserer Schichtwechsel-Anlage" }),
    b("presentation", "presentation", { presentation: "unternehmensprofil", showTitle: true, showHandoutLink: true }),
    b("embed", "embed", {
      embedCode:
        "<div id=\"zaehler\" style=\"font:600 1.25rem system-ui;padding:1.5rem;text-align:center;color:#0f172a\">Maschinenstunden heute: <span id=\"wert\">0</span></div><script>let n=0;const el=document.getElementById('wert');const t=setInterval(()=>{n+=37;el.textContent=n.toLocaleString('de-DE');if(n>=1480)clearInterval(t)},40);</script>",
      height: "120px",
    }),
    b("maps", "google-maps", { address: "Königsplatz 1, 34117 Kassel", zoom: 15, height: "360" }),

    // ------------------------------------------------------------------ Formulare
    b("formulare", "heading", { text: "Formulare", level: 2 }),
    b("contact-form", "contact-form", {
      title: "Anfrage senden",
      description: "Wir melden uns innerhalb von zwei Werktagen.",
      subjectOptions: ["Angebot für Frästeile", "C-Teile-Management", "Automatisierung", "Sonstiges"],
    }),
    b("input", "input", { label: "Firma", placeholder: "Muster GmbH", required: true }),
    b("input-email", "input", { label: "E-Mail für Rückfragen", inputType: "email", placeholder: "name@firma.de" }),
    b("textarea", "textarea", { label: "Ihre Nachricht", placeholder: "Worum geht es?", rows: 5 }),
    b("select", "select", {
      label: "Werkstoff",
      placeholder: "Bitte wählen",
      options: [
        { value: "stahl", label: "Stahl" },
        { value: "edelstahl", label: "Edelstahl" },
        { value: "aluminium", label: "Aluminium" },
      ],
    }),
    b("datepicker", "datepicker", { label: "Wunschtermin für die Werksführung" }),
  ],
};

/**
 * A block type the curated content does not show yet appears at the end with its default content,
 * so adding a block type touches only its own folder (the seed test checks that every type shows).
 * Types the element library does not offer on pages (a presentation's slide) are not shown here.
 */
export function withEveryBlockType(page: DemoPage): DemoPage {
  const shown = new Set(flattenBlocks(readBlocks(page.content)).map((block) => getBlockModule(block.type)?.type));
  const missing = allBlockModules().filter((m) => m.library !== false && !shown.has(m.type));
  if (missing.length === 0) return page;
  const extra = missing.map((m) => b(`neu-${m.type}`, m.type, m.schema.parse({}) as Record<string, unknown>));
  return { ...page, content: [...page.content, h2("weitere", "Weitere Bausteine"), ...extra] };
}

export const bausteinePage = withEveryBlockType(curated);
