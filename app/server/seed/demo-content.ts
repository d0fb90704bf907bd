/**
 * German demo content for a fresh installation: a fictional Mittelstand company, Brenner
 * Industrietechnik GmbH in Kassel. Plain, deterministic data (fixed ids and dates) so every seed
 * produces the same site; app/server/seed/seed.server.ts writes it and wires the page ids.
 *
 * All company data (address, register number, VAT id, names) is invented; the e-mail domain uses
 * the reserved .example TLD so nothing real is addressed.
 */
import { bausteinePage } from "./bausteine";
import { demoMedia } from "./demo-media";

export interface DemoBlock {
  id: string;
  type: string;
  content: Record<string, unknown>;
  style?: Record<string, unknown>;
  /** Nested blocks by slot name: "children", or "columns[0]", "columns[1]" … (two-column, three-column, flexible-row). */
  slots?: Record<string, DemoBlock[]>;
}

export interface DemoPage {
  key: string;
  slug: string;
  title: string;
  parentKey?: string;
  content_type: "basis" | "produkt" | "technical" | "referenz" | "blog" | "presentation";
  is_published: boolean;
  is_legal?: boolean;
  show_in_footer_navigation?: boolean;
  meta_title: string;
  meta_description: string;
  content: DemoBlock[];
  /** A presentation's slides (content type presentation), written as spec §3 slides: stored as slide blocks (app/blocks/slide/legacy.ts). */
  slides?: DemoSlide[];
  created_at: string;
}

/** Spec §3 Presentation slide; `imageUrl` may be a demoMedia(key) placeholder. */
export interface DemoSlide {
  id: string;
  type: "slide";
  title: string;
  content: string;
  imageUrl: string;
}

/** Only the settings that differ from the defaults of app/lib/settings.ts. */
export interface DemoSettings {
  site_name: string;
  site_description: string;
  meta_title: string;
  meta_description: string;
  default_contact_email: string;
  social_links: { facebook?: string; twitter?: string; instagram?: string; linkedin?: string };
  footer: { tagline: string; copyright_text: string };
}

interface BlogMetaContent {
  author: string;
  publishDate: string;
  category: string;
  excerpt: string;
  /** Minutes: words of the post's headings and paragraphs / 200, rounded up, at least 1. */
  readTime: number;
  featuredImage: string;
}

function heading(id: string, level: 1 | 2 | 3, text: string, alignment: "left" | "center" = "left"): DemoBlock {
  return { id, type: "heading", content: { text, level, alignment } };
}

/** `text` is simple HTML: <p>, <strong>, <em>, <ul><li> and internal <a href="/...">. */
function paragraph(id: string, text: string): DemoBlock {
  return { id, type: "paragraph", content: { text } };
}

function blogMeta(id: string, content: BlogMetaContent): DemoBlock {
  return { id, type: "blog-meta", content: { ...content } };
}

const ADDRESS_LINE = "Industriestraße 14, 34123 Kassel";
const PHONE = "+49 561 000000-0";
const EMAIL = "info@brenner-industrietechnik.example";

export const demoPages: DemoPage[] = [
  // ---------------------------------------------------------------- Startseite
  {
    key: "home",
    slug: "home",
    title: "Startseite",
    content_type: "basis",
    is_published: true,
    show_in_footer_navigation: false,
    meta_title: "Brenner Industrietechnik – Präzision aus Kassel",
    meta_description:
      "Dreh- und Frästeile, Baugruppen, C-Teile-Management mit Kanban und Automatisierung: Brenner Industrietechnik liefert seit über 40 Jahren aus Kassel.",
    created_at: "2025-01-13T08:00:00.000Z",
    content: [
      {
        id: "home-hero",
        type: "hero",
        content: {
          title: "Präzisionsteile, C-Teile-Management und Automation aus einer Hand",
          titleHTag: "h1",
          subtitle:
            "Seit über 40 Jahren fertigt, liefert und automatisiert die Brenner Industrietechnik GmbH in Kassel für den Maschinen- und Anlagenbau – verlässlich, termintreu und in geprüfter Qualität.",
          subtitleHTag: "div",
          isH1: true,
          backgroundImage: demoMedia("halle"),
          overlayOpacity: 55,
          buttons: [
            { text: "Leistungen entdecken", variant: "default", href: "/leistungen", linkType: "internal", target: "_self" },
            { text: "Kontakt aufnehmen", variant: "outline", href: "/kontakt", linkType: "internal", target: "_self" },
          ],
        },
      },
      heading("home-h2-1", 2, "Drei Geschäftsbereiche, ein Ansprechpartner", "center"),
      paragraph(
        "home-p-1",
        `<p>Wer Maschinen und Anlagen baut, braucht Partner, die mitdenken. Bei Brenner Industrietechnik bündeln wir Fertigung, Versorgung und Automatisierung unter einem Dach. Das verkürzt Abstimmungswege, reduziert Schnittstellen und gibt Ihnen einen festen Ansprechpartner, der Ihr Projekt von der Anfrage bis zur Serienlieferung begleitet.</p>`,
      ),
      heading("home-h3-1", 3, "Fertigung: Drehteile, Frästeile und Baugruppen"),
      paragraph(
        "home-p-2",
        `<p>Auf modernen CNC-Dreh- und Fräszentren fertigen wir Präzisionsteile aus Stahl, Edelstahl, Aluminium, Messing und technischen Kunststoffen – vom Prototyp bis zur Serie mit mehreren zehntausend Stück. Auf Wunsch montieren wir einbaufertige <strong>Baugruppen</strong> inklusive Prüfung und Dokumentation. Mehr dazu unter <a href="/leistungen">Leistungen</a>.</p>`,
      ),
      heading("home-h3-2", 3, "C-Teile-Management: Normteile und Verbindungselemente im Kanban"),
      paragraph(
        "home-p-3",
        `<p>Schrauben, Muttern, Scheiben und Stifte verursachen mehr Aufwand, als ihr Wert vermuten lässt. Mit unseren Kanban-Systemen kommen Normteile und Verbindungselemente automatisch dorthin, wo sie verbaut werden. Sie bestellen nicht mehr einzeln, sondern erhalten eine Sammelrechnung – und Ihr Einkauf gewinnt Zeit für Wichtigeres. Details auf der Seite <a href="/c-teile-management">C-Teile-Management</a>.</p>`,
      ),
      heading("home-h3-3", 3, "Automatisierung: Montageautomation, Robotik-Zellen und Prüfanlagen"),
      paragraph(
        "home-p-4",
        `<p>Unser Automationsteam plant und baut Montageanlagen, Robotik-Zellen zur Maschinenbeladung und Prüfanlagen mit Bildverarbeitung. Konstruktion, Steuerungstechnik und Inbetriebnahme kommen aus einer Hand – abgestimmt auf Ihre Stückzahlen und Ihre Fertigungsumgebung. Mehr unter <a href="/automatisierung">Automatisierung</a>.</p>`,
      ),
      heading("home-h2-2", 2, "Brenner in Zahlen", "center"),
      paragraph(
        "home-p-5",
        `<ul><li><strong>Über 40 Jahre</strong> Erfahrung in Zerspanung und Montage – gegründet 1982 in Kassel</li><li><strong>1.200 Kunden</strong> aus Maschinenbau, Fahrzeugtechnik, Landtechnik und Medizintechnik</li><li><strong>Rund 180 Mitarbeitende</strong>, davon 14 Auszubildende</li><li><strong>45.000 Artikel</strong> im C-Teile-Sortiment, zu einem großen Teil ab Lager lieferbar</li><li><strong>98,7 Prozent</strong> Liefertermintreue im vergangenen Geschäftsjahr</li></ul>`,
      ),
      heading("home-h2-3", 2, "Qualität, auf die Sie bauen können", "center"),
      paragraph(
        "home-p-6",
        `<p>Unser Qualitätsmanagement ist nach <strong>ISO 9001</strong> zertifiziert, unser Umweltmanagement nach <strong>ISO 14001</strong>. In unserem klimatisierten Messraum prüfen wir Erstmuster und Serienteile mit Koordinatenmessmaschine, Konturmessgerät und Oberflächenmesstechnik. Erstmusterprüfberichte, Werkstoffzeugnisse und Prüfprotokolle erhalten Sie auf Wunsch zu jeder Lieferung.</p>`,
      ),
      heading("home-h2-4", 2, "Sprechen Sie mit uns über Ihr Projekt", "center"),
      paragraph(
        "home-p-7",
        `<p>Sie haben eine Zeichnung, eine Bedarfsliste oder eine Idee für eine automatisierte Station? Schicken Sie uns Ihre Unterlagen – Sie erhalten in der Regel innerhalb von zwei Arbeitstagen eine fundierte Rückmeldung. <a href="/kontakt">Jetzt Kontakt aufnehmen</a> oder zuerst einen Blick auf unsere <a href="/referenzen">Referenzen</a> werfen.</p>`,
      ),
      {
        id: "home-benefits",
        type: "product-benefits",
        content: {
          title: "Ihre Vorteile mit Brenner",
          description: "Was Einkauf, Konstruktion und Logistik an der Zusammenarbeit schätzen.",
          benefits: [
            { title: "Ein Ansprechpartner", description: "Fertigung, C-Teile und Automation aus einer Hand – ohne Schnittstellenverluste." },
            { title: "Termintreue", description: "98,7 Prozent Liefertermintreue im vergangenen Geschäftsjahr." },
            { title: "Geprüfte Qualität", description: "Messraum mit Koordinatenmessmaschine, zertifiziert nach ISO 9001." },
          ],
        },
      },
      {
        id: "home-testimonial",
        type: "testimonial",
        content: {
          quote: "Seit der Umstellung auf Kanban hatten wir keinen einzigen Bandstillstand wegen fehlender Schrauben.",
          author: "Julia Neumann",
          position: "Leiterin Logistik, Hessische Landtechnik AG",
          layout: "centered",
        },
      },
      {
        id: "home-cta",
        type: "cta",
        content: {
          title: "Bereit für Ihr nächstes Projekt?",
          description: "Senden Sie uns Ihre Zeichnung oder Bedarfsliste – Sie erhalten in zwei Arbeitstagen eine fundierte Rückmeldung.",
          primaryButtonText: "Anfrage senden",
          primaryButtonLink: "/kontakt",
          secondaryButtonText: "Referenzen ansehen",
          secondaryButtonLink: "/referenzen",
          variant: "centered",
        },
      },
    ],
  },

  // ---------------------------------------------------------------- Über uns
  {
    key: "ueber-uns",
    slug: "ueber-uns",
    title: "Über uns",
    content_type: "basis",
    is_published: true,
    show_in_footer_navigation: true,
    meta_title: "Über uns – Brenner Industrietechnik GmbH",
    meta_description:
      "Familienunternehmen seit 1982: Lernen Sie Geschichte, Werte und Team der Brenner Industrietechnik GmbH in Kassel kennen – Ihr Partner für Präzision.",
    created_at: "2025-01-14T09:30:00.000Z",
    content: [
      heading("ueber-uns-h1", 1, "Über Brenner Industrietechnik"),
      paragraph(
        "ueber-uns-p-1",
        `<p>Die Brenner Industrietechnik GmbH ist ein inhabergeführtes Familienunternehmen mit Sitz in Kassel. Rund 180 Mitarbeitende fertigen, liefern und automatisieren für Kunden aus dem Maschinen- und Anlagenbau in ganz Deutschland und im benachbarten Ausland. Was uns auszeichnet, ist die Verbindung von handwerklicher Präzision mit durchdachten Prozessen.</p>`,
      ),
      heading("ueber-uns-h2-1", 2, "Unsere Geschichte"),
      paragraph(
        "ueber-uns-p-2",
        `<ul><li><strong>1982:</strong> Heinrich Brenner gründet eine Lohndreherei mit drei Mitarbeitern im Kasseler Osten.</li><li><strong>1996:</strong> Umzug an den heutigen Standort in der Industriestraße und Aufbau der Frästechnik.</li><li><strong>2004:</strong> Start des C-Teile-Managements mit den ersten Kanban-Systemen für regionale Kunden.</li><li><strong>2013:</strong> Gründung des Geschäftsbereichs Automatisierung.</li><li><strong>2021:</strong> Dr. Katrin Brenner übernimmt gemeinsam mit Thomas Albers die Geschäftsführung.</li><li><strong>2024:</strong> Inbetriebnahme der Photovoltaikanlage und Erweiterung der Montagehalle.</li></ul>`,
      ),
      heading("ueber-uns-h2-2", 2, "Wofür wir stehen"),
      paragraph(
        "ueber-uns-p-3",
        `<p><strong>Verlässlichkeit:</strong> Zugesagte Termine halten wir ein. Wenn sich etwas ändert, erfahren Sie es von uns – früh und ehrlich.</p><p><strong>Präzision:</strong> Ob Mikrometer an der Drehmaschine oder Taktzeit in der Montageanlage: Wir messen, dokumentieren und verbessern.</p><p><strong>Partnerschaft:</strong> Viele unserer Kunden arbeiten seit Jahrzehnten mit uns zusammen. Darauf sind wir stolz, und daran messen wir uns jeden Tag.</p>`,
      ),
      heading("ueber-uns-h2-3", 2, "Geschäftsführung"),
      paragraph(
        "ueber-uns-p-4",
        `<p>Dr. Katrin Brenner verantwortet Vertrieb, Einkauf und das C-Teile-Management. Thomas Albers leitet Fertigung, Automatisierung und Technik. Beide sind für Kunden direkt erreichbar – kurze Entscheidungswege gehören bei uns zum Selbstverständnis.</p>`,
      ),
      heading("ueber-uns-h2-4", 2, "Standort Kassel"),
      paragraph(
        "ueber-uns-p-5",
        `<p>Kassel liegt im Herzen Deutschlands. Über die Autobahnen A7, A44 und A49 erreichen unsere Lieferfahrzeuge einen Großteil unserer Kunden innerhalb eines Tages. Auf 14.000 Quadratmetern Hallenfläche befinden sich Fertigung, Montage, Messraum und unser C-Teile-Lager.</p>`,
      ),
      heading("ueber-uns-h2-5", 2, "Ausbildung und Karriere"),
      paragraph(
        "ueber-uns-p-6",
        `<p>Wir bilden Zerspanungsmechaniker, Industriemechaniker, Mechatroniker, Fachkräfte für Lagerlogistik und Industriekaufleute aus. Viele unserer Meister und Teamleiter haben ihre Laufbahn bei uns als Auszubildende begonnen. Sie möchten dazugehören? Schreiben Sie uns über die Seite <a href="/kontakt">Kontakt</a>.</p>`,
      ),
      paragraph(
        "ueber-uns-p-praesentation",
        `<p>Alles Wichtige in acht Folien: Blättern Sie durch unser <a href="/presentations/unternehmensprofil">Unternehmensprofil als Präsentation</a> – oder drucken Sie es als Handout aus.</p>`,
      ),
      {
        id: "ueber-uns-timeline",
        type: "timeline",
        content: {
          title: "Unsere Geschichte",
          items: [
            { year: "1982", title: "Gründung in Kassel", description: "Heinrich Brenner gründet eine Lohnfertigung mit drei Drehmaschinen.", color: "primary" },
            { year: "1998", title: "ISO 9001", description: "Erste Zertifizierung des Qualitätsmanagements.", color: "blue" },
            { year: "2012", title: "C-Teile-Management", description: "Start der Kanban-Versorgung für Kunden im Maschinenbau.", color: "green" },
            { year: "2024", title: "Automatisierung", description: "Eigene Abteilung für Montageautomation und Robotik.", color: "orange" },
          ],
        },
      },
      {
        id: "ueber-uns-media",
        type: "media-text",
        content: {
          imageSrc: demoMedia("team"),
          imageAlt: "Das Team der Brenner Industrietechnik",
          title: "180 Menschen, ein Anspruch",
          text: "<p>Zerspanungsmechaniker, Konstrukteurinnen, Logistiker und Ingenieure arbeiten bei uns Hand in Hand – und 14 Auszubildende lernen von Anfang an mit.</p>",
          order: "image-right",
        },
      },
    ],
  },

  // ---------------------------------------------------------------- Präsentation (/presentations/unternehmensprofil)
  {
    key: "unternehmensprofil",
    slug: "unternehmensprofil",
    title: "Unternehmensprofil Brenner Industrietechnik",
    content_type: "presentation",
    is_published: true,
    meta_title: "Unternehmensprofil – Brenner Industrietechnik GmbH",
    meta_description:
      "Die Brenner Industrietechnik GmbH in acht Folien: Geschichte, Fertigung, C-Teile-Management, Automatisierung, Qualität, Nachhaltigkeit und Kontakt.",
    created_at: "2025-01-14T10:00:00.000Z",
    content: [],
    slides: [
      {
        id: "profil-1",
        type: "slide",
        title: "Brenner Industrietechnik GmbH",
        content: "<p>Präzision aus Kassel – seit 1982.</p><ul><li>Familienunternehmen in zweiter Generation</li><li>Rund 180 Mitarbeitende, davon 14 Auszubildende</li><li>14.000 m² Fertigung, Montage und Lager</li></ul>",
        imageUrl: demoMedia("halle"),
      },
      {
        id: "profil-2",
        type: "slide",
        title: "Unsere Geschichte",
        content: "<ul><li><strong>1982:</strong> Gründung als Lohndreherei</li><li><strong>1996:</strong> Umzug in die Industriestraße, Aufbau der Frästechnik</li><li><strong>2004:</strong> Start des C-Teile-Managements</li><li><strong>2013:</strong> Geschäftsbereich Automatisierung</li><li><strong>2024:</strong> Photovoltaik und neue Montagehalle</li></ul>",
        imageUrl: demoMedia("team"),
      },
      {
        id: "profil-3",
        type: "slide",
        title: "Fertigung nach Zeichnung",
        content: "<p>Dreh- und Frästeile vom Prototyp bis zur Serie, fünfachsig in einer Aufspannung.</p><ul><li>Werkstoffe von Aluminium bis Titan</li><li>Losgrößen von 1 bis 50.000</li><li>Baugruppen einbaufertig montiert</li></ul>",
        imageUrl: demoMedia("fraesen"),
      },
      {
        id: "profil-4",
        type: "slide",
        title: "C-Teile-Management",
        content: "<p>Normteile, Schrauben und Verbindungselemente im Zwei-Behälter-Kanban – bis an Ihre Linie geliefert.</p><ul><li>Über 25.000 Artikel ab Lager</li><li>e-Kanban mit RFID und Wiegesystemen</li><li>Bestände jederzeit im Kundenportal</li></ul>",
        imageUrl: demoMedia("lager"),
      },
      {
        id: "profil-5",
        type: "slide",
        title: "Automatisierung",
        content: "<p>Montage- und Prüfanlagen aus einer Hand: Konstruktion, Steuerungstechnik, Robotik und Inbetriebnahme.</p><ul><li>Robotik-Zellen für kleine Losgrößen</li><li>Bildverarbeitung in der Qualitätsprüfung</li><li>Vernetzung über OPC UA</li></ul>",
        imageUrl: demoMedia("robotik"),
      },
      {
        id: "profil-6",
        type: "slide",
        title: "Qualität, die man messen kann",
        content: "<p>Klimatisierter Messraum mit Koordinatenmessmaschinen, Erstmusterprüfberichte nach VDA.</p><ul><li>Zertifiziert nach ISO 9001 und ISO 14001</li><li>Liefertreue über 98 Prozent</li></ul>",
        imageUrl: demoMedia("messraum"),
      },
      {
        id: "profil-7",
        type: "slide",
        title: "Nachhaltig produzieren",
        content: "<p>Unsere Photovoltaikanlage deckt rund 40 Prozent des Strombedarfs; im Stadtgebiet liefern wir elektrisch aus.</p>",
        imageUrl: demoMedia("nachhaltigkeit"),
      },
      {
        id: "profil-8",
        type: "slide",
        title: "Sprechen Sie mit uns",
        content: `<p>Brenner Industrietechnik GmbH<br>${ADDRESS_LINE}</p><p>Telefon ${PHONE}<br>E-Mail ${EMAIL}</p><p><a href="/kontakt">Zum Kontaktformular</a></p>`,
        imageUrl: demoMedia("montage"),
      },
    ],
  },

  // ---------------------------------------------------------------- Leistungen
  {
    key: "leistungen",
    slug: "leistungen",
    title: "Leistungen",
    content_type: "basis",
    is_published: true,
    show_in_footer_navigation: true,
    meta_title: "Leistungen – Fertigung, C-Teile und Automation",
    meta_description:
      "Drehteile, Frästeile und Baugruppen nach Zeichnung, C-Teile-Management mit Kanban sowie Montage- und Prüfautomation – alle Leistungen im Überblick.",
    created_at: "2025-01-15T10:00:00.000Z",
    content: [
      heading("leistungen-h1", 1, "Unsere Leistungen"),
      paragraph(
        "leistungen-p-1",
        `<p>Von der einzelnen Präzisionswelle bis zur kompletten Montageanlage: Unsere drei Geschäftsbereiche greifen ineinander. Sie können jede Leistung einzeln beauftragen oder die Vorteile der Kombination nutzen – etwa wenn wir Teile fertigen, die zugehörigen Normteile im Kanban liefern und die Montage automatisieren.</p>`,
      ),
      heading("leistungen-h2-1", 2, "Fertigung nach Zeichnung"),
      paragraph(
        "leistungen-p-2",
        `<p>Wir fertigen nach Ihren Zeichnungen und 3D-Daten in Losgrößen von 50 bis 50.000 Stück. Dabei begleiten wir Sie auf Wunsch schon in der Konstruktionsphase und zeigen, wo sich Kosten durch fertigungsgerechte Gestaltung senken lassen.</p>`,
      ),
      heading("leistungen-h3-1", 3, "Drehteile"),
      paragraph(
        "leistungen-p-3",
        `<p>CNC-Drehteile von 3 bis 320 Millimeter Durchmesser, auf Lang- und Kurzdrehautomaten mit angetriebenen Werkzeugen und Gegenspindel. Typische Teile sind Wellen, Bolzen, Buchsen, Flansche und Hydraulikkomponenten.</p>`,
      ),
      heading("leistungen-h3-2", 3, "Frästeile"),
      paragraph(
        "leistungen-p-4",
        `<p>Fräsen in drei und fünf Achsen bis zu einer Werkstückgröße von 800 × 600 × 500 Millimetern. Wir bearbeiten Gehäuse, Grundplatten, Halter und Vorrichtungsteile aus Stahl, Edelstahl, Aluminium und Kunststoff.</p>`,
      ),
      heading("leistungen-h3-3", 3, "Baugruppen"),
      paragraph(
        "leistungen-p-5",
        `<p>Wir montieren einbaufertige Baugruppen aus eigenen Teilen und Zukaufkomponenten – inklusive Funktionsprüfung, Kennzeichnung und kundenspezifischer Verpackung. So erhalten Sie eine Position auf dem Lieferschein statt vieler Einzelteile.</p>`,
      ),
      heading("leistungen-h2-2", 2, "C-Teile-Management"),
      paragraph(
        "leistungen-p-6",
        `<p>Normteile, Verbindungselemente und Zeichnungsteile versorgen wir über Kanban-Systeme direkt an Ihre Montageplätze. Ihr Bestellaufwand sinkt, die Versorgungssicherheit steigt. <a href="/c-teile-management">Mehr zum C-Teile-Management</a></p>`,
      ),
      heading("leistungen-h2-3", 2, "Automatisierung"),
      paragraph(
        "leistungen-p-7",
        `<p>Montageautomation, Robotik-Zellen und Prüfanlagen – geplant, gebaut und in Betrieb genommen von unserem eigenen Team aus Konstruktion, Elektrotechnik und Softwareentwicklung. <a href="/automatisierung">Mehr zur Automatisierung</a></p>`,
      ),
      heading("leistungen-h2-4", 2, "So arbeiten wir mit Ihnen zusammen"),
      paragraph(
        "leistungen-p-8",
        `<ul><li><strong>Anfrage:</strong> Sie senden uns Zeichnungen, Stückzahlen und Termine.</li><li><strong>Angebot:</strong> Innerhalb von zwei Arbeitstagen erhalten Sie ein verbindliches Angebot oder konkrete Rückfragen.</li><li><strong>Erstmuster:</strong> Wir fertigen Muster mit vollständigem Prüfbericht zur Freigabe.</li><li><strong>Serie:</strong> Nach Freigabe liefern wir termingerecht, auf Wunsch auf Abruf oder im Kanban.</li></ul>`,
      ),
    ],
  },

  // ---------------------------------------------------------------- C-Teile-Management
  {
    key: "c-teile-management",
    slug: "c-teile-management",
    title: "C-Teile-Management",
    parentKey: "leistungen",
    content_type: "produkt",
    is_published: true,
    show_in_footer_navigation: false,
    meta_title: "C-Teile-Management mit Kanban – Brenner",
    meta_description:
      "Normteile und Verbindungselemente automatisch nachliefern: Kanban-Systeme von Brenner senken Ihre Prozesskosten und sichern die Versorgung der Montage.",
    created_at: "2025-01-20T09:00:00.000Z",
    content: [
      heading("c-teile-h1", 1, "C-Teile-Management"),
      paragraph(
        "c-teile-p-1",
        `<p>C-Teile machen meist nur fünf bis zehn Prozent Ihres Einkaufsvolumens aus, aber oft mehr als die Hälfte Ihrer Bestellvorgänge. Mit unserem C-Teile-Management übernehmen wir Disposition, Beschaffung und Anlieferung – damit Ihre Mitarbeitenden sich auf die Teile konzentrieren können, die Ihr Produkt wirklich ausmachen.</p>`,
      ),
      heading("c-teile-h2-1", 2, "Unser Sortiment"),
      paragraph(
        "c-teile-p-2",
        `<ul><li><strong>Normteile</strong> nach DIN, ISO und EN: Schrauben, Muttern, Scheiben, Stifte, Sicherungsringe</li><li><strong>Verbindungselemente</strong> wie Blindniete, Einpressmuttern, Gewindeeinsätze und Spannhülsen</li><li><strong>Zeichnungsteile</strong> und Sonderanfertigungen aus unserer eigenen Fertigung</li><li><strong>Verbrauchsmaterial</strong> wie Kabelbinder, Schläuche, Dichtungen und Klebstoffe</li></ul><p>Insgesamt umfasst unser Sortiment rund 45.000 Artikel in verschiedenen Festigkeitsklassen und Oberflächen, darunter Edelstahl A2 und A4.</p>`,
      ),
      heading("c-teile-h2-2", 2, "Kanban-Systeme für jede Fertigung"),
      paragraph(
        "c-teile-p-3",
        `<p>Im klassischen <strong>Zwei-Behälter-System</strong> stehen an jedem Lagerort zwei Behälter desselben Artikels. Ist einer leer, wird er per Barcode erfasst und von uns aufgefüllt, während Ihre Produktion aus dem zweiten Behälter weiterarbeitet. Für größere Anlagen bieten wir <strong>e-Kanban</strong> mit RFID-Erkennung oder Wiegesystemen an, die Nachschub vollautomatisch auslösen.</p><p>Über unser Kundenportal sehen Sie jederzeit Bestände, Verbräuche und den Status Ihrer Lieferungen.</p>`,
      ),
      heading("c-teile-h2-3", 2, "Ihre Vorteile"),
      paragraph(
        "c-teile-p-4",
        `<ul><li>Bis zu 80 Prozent weniger Prozesskosten in der C-Teile-Beschaffung</li><li>Keine Fehlteile und keine Bandstillstände durch fehlende Schrauben</li><li>Geringere Lagerbestände durch verbrauchsgerechte Behältergrößen</li><li>Eine Sammelrechnung pro Monat statt vieler Einzelbelege</li><li>Feste Ansprechpartner und regelmäßige Liefertouren aus Kassel</li></ul>`,
      ),
      heading("c-teile-h2-4", 2, "Einführung in vier Schritten"),
      paragraph(
        "c-teile-p-5",
        `<p><strong>1. Analyse:</strong> Wir werten Ihren Artikelstamm und die Verbräuche der letzten zwölf Monate aus.</p><p><strong>2. Konzept:</strong> Gemeinsam legen wir Lagerorte, Behältergrößen und Lieferrhythmus fest.</p><p><strong>3. Installation:</strong> Wir liefern Regale und Behälter, etikettieren und befüllen alles vor Ort.</p><p><strong>4. Betrieb:</strong> Unsere Servicemitarbeitenden betreuen das System und passen es laufend an Ihren Verbrauch an.</p><p>Sie möchten wissen, welches Einsparpotenzial in Ihrer Fertigung steckt? <a href="/kontakt">Fordern Sie eine unverbindliche Verbrauchsanalyse an.</a></p>`,
      ),
    ],
  },

  // ---------------------------------------------------------------- Automatisierung
  {
    key: "automatisierung",
    slug: "automatisierung",
    title: "Automatisierung",
    parentKey: "leistungen",
    content_type: "technical",
    is_published: true,
    show_in_footer_navigation: false,
    meta_title: "Automatisierung: Montage, Robotik, Prüfanlagen",
    meta_description:
      "Montageautomation, Robotik-Zellen und Prüfanlagen mit Bildverarbeitung – von der Konzeptstudie bis zur Inbetriebnahme aus einer Hand von Brenner.",
    created_at: "2025-01-22T09:00:00.000Z",
    content: [
      heading("automatisierung-h1", 1, "Automatisierung"),
      paragraph(
        "automatisierung-p-1",
        `<p>Seit 2013 entwickelt unser Geschäftsbereich Automatisierung Anlagen für Montage, Handhabung und Prüfung. Unser Team aus Konstrukteuren, Elektrotechnikern und Softwareentwicklern kennt die Anforderungen der Serienfertigung aus dem eigenen Haus – denn viele unserer Lösungen sind zuerst in unserer eigenen Produktion entstanden.</p>`,
      ),
      heading("automatisierung-h2-1", 2, "Montageautomation"),
      paragraph(
        "automatisierung-p-2",
        `<p>Wir bauen teil- und vollautomatische Montageanlagen für Baugruppen mit bis zu 30 Einzelteilen: Rundtakttische, Linienanlagen mit Werkstückträgern und manuelle Arbeitsplätze mit Werkerführung. Fügeprozesse wie Pressen, Schrauben, Clipsen und Kleben werden kraft-weg-überwacht und für jedes Bauteil dokumentiert.</p>`,
      ),
      heading("automatisierung-h2-2", 2, "Robotik-Zellen"),
      paragraph(
        "automatisierung-p-3",
        `<p>Unsere Robotik-Zellen beladen Werkzeugmaschinen, palettieren Fertigteile oder übernehmen Montageschritte. Schnellwechselgreifer, flexible Teilespeicher und parametrierbare Programme machen sie auch für kleine Losgrößen wirtschaftlich. Je nach Aufgabe setzen wir Industrieroboter mit Schutzumhausung oder kollaborierende Roboter ein.</p>`,
      ),
      heading("automatisierung-h2-3", 2, "Prüfanlagen"),
      paragraph(
        "automatisierung-p-4",
        `<p>Für die 100-Prozent-Prüfung entwickeln wir Stationen mit industrieller Bildverarbeitung, taktiler Messtechnik, Dichtheits- und Funktionsprüfung. Schlechtteile werden sicher ausgeschleust, alle Prüfergebnisse mit Seriennummer gespeichert und auf Wunsch an Ihr Qualitätssystem übertragen.</p>`,
      ),
      heading("automatisierung-h2-4", 2, "Technische Eckdaten"),
      paragraph(
        "automatisierung-p-5",
        `<ul><li><strong>Steuerungstechnik:</strong> Siemens SIMATIC S7-1500 und Beckhoff TwinCAT, andere Plattformen nach Kundenvorgabe</li><li><strong>Robotik:</strong> Industrieroboter und Cobots führender Hersteller mit Traglasten von 3 bis 210 Kilogramm</li><li><strong>Kommunikation:</strong> OPC UA, PROFINET, EtherCAT sowie Anbindung an MES- und ERP-Systeme</li><li><strong>Sicherheit:</strong> Risikobeurteilung nach EN ISO 12100, Auslegung der Sicherheitsfunktionen nach EN ISO 13849, CE-Kennzeichnung</li><li><strong>Dokumentation:</strong> Betriebsanleitung, Schaltpläne und Ersatzteillisten in deutscher und englischer Sprache</li></ul>`,
      ),
      heading("automatisierung-h2-5", 2, "Projektablauf"),
      paragraph(
        "automatisierung-p-6",
        `<p>Am Anfang steht ein gemeinsamer Workshop, in dem wir Ihre Anforderungen aufnehmen. Auf Basis des Lastenhefts erstellen wir ein Konzept mit Layout, Taktzeitabschätzung und Budget. Nach der Konstruktion und dem Aufbau in unserer Montagehalle folgt die Werksabnahme mit Ihren Originalteilen, anschließend Lieferung, Inbetriebnahme vor Ort und Schulung Ihres Personals. Auch nach der Übergabe bleiben wir mit Service und Ersatzteilen an Ihrer Seite.</p><p>Lesen Sie dazu auch unsere Fachbeiträge im <a href="/blog">Blog</a>.</p>`,
      ),
    ],
  },

  // ---------------------------------------------------------------- Referenzen
  {
    key: "referenzen",
    slug: "referenzen",
    title: "Referenzen",
    content_type: "referenz",
    is_published: true,
    show_in_footer_navigation: true,
    meta_title: "Referenzen – Projekte von Brenner Industrietechnik",
    meta_description:
      "Kanban für den Landmaschinenbau, Robotik-Zellen, Prüfanlagen und Baugruppen: ausgewählte Projekte zeigen, wie wir unsere Kunden messbar voranbringen.",
    created_at: "2025-02-04T09:00:00.000Z",
    content: [
      heading("referenzen-h1", 1, "Referenzen"),
      paragraph(
        "referenzen-p-1",
        `<p>Vertraulichkeit ist für unsere Kunden wichtig, deshalb nennen wir hier keine Namen. Die folgenden Beispiele zeigen dennoch, welche Aufgaben wir übernehmen und welche Ergebnisse wir gemeinsam erreicht haben. Gern vermitteln wir Ihnen nach Absprache den direkten Kontakt zu Referenzkunden.</p>`,
      ),
      {
        id: "referenzen-media",
        type: "media-text",
        content: {
          imageSrc: demoMedia("montage"),
          imageAlt: "Montagelinie für einbaufertige Baugruppen",
          title: "Von der Zeichnung bis zur geprüften Baugruppe",
          text: "<p>Ob Kanban-Versorgung, Robotik-Zelle oder Baugruppe: In jedem Projekt arbeiten Fertigung, Versorgung und Automatisierung eng zusammen – mit einem festen Ansprechpartner für Sie.</p>",
          order: "image-left",
        },
      },
      heading("referenzen-h2-1", 2, "Landmaschinenhersteller: C-Teile-Kanban an drei Standorten"),
      paragraph(
        "referenzen-p-2",
        `<p><strong>Aufgabe:</strong> Rund 2.300 Artikelnummern für Normteile wurden einzeln bestellt, immer wieder standen Montagelinien wegen fehlender Teile still.</p><p><strong>Lösung:</strong> Einführung eines Zwei-Behälter-Kanbans mit 4.100 Behältern und wöchentlich zwei Liefertouren, dazu eine Bereinigung des Artikelstamms.</p><p><strong>Ergebnis:</strong> 38 Prozent geringere Prozesskosten, ein Viertel weniger Artikelnummern und seit der Einführung kein Bandstillstand mehr durch fehlende C-Teile.</p>`,
      ),
      heading("referenzen-h2-2", 2, "Hydraulik-Zulieferer: Robotik-Zelle zur Maschinenbeladung"),
      paragraph(
        "referenzen-p-3",
        `<p><strong>Aufgabe:</strong> Zwei Drehmaschinen sollten auch in der Nachtschicht produzieren, bei Losgrößen ab 20 Stück.</p><p><strong>Lösung:</strong> Robotik-Zelle mit Schubladenspeicher, Schnellwechselgreifern und parametrierbaren Programmen für fünf Teilefamilien.</p><p><strong>Ergebnis:</strong> Die Gesamtanlageneffektivität stieg von 52 auf 78 Prozent, die Investition hat sich nach 22 Monaten amortisiert.</p>`,
      ),
      heading("referenzen-h2-3", 2, "Medizintechnik: Prüfanlage mit Bildverarbeitung"),
      paragraph(
        "referenzen-p-4",
        `<p><strong>Aufgabe:</strong> Kunststoffkomponenten für Infusionssysteme mussten zu 100 Prozent auf Maßhaltigkeit und Verunreinigungen geprüft werden.</p><p><strong>Lösung:</strong> Prüfstation mit vier Kameras, telezentrischer Optik und lückenloser Dokumentation aller Prüfergebnisse je Charge.</p><p><strong>Ergebnis:</strong> Taktzeit von 4,5 Sekunden je Teil, validiert nach den Vorgaben des Kunden, manuelle Sichtprüfung vollständig abgelöst.</p>`,
      ),
      heading("referenzen-h2-4", 2, "Schienenfahrzeugtechnik: Baugruppen einbaufertig geliefert"),
      paragraph(
        "referenzen-p-5",
        `<p><strong>Aufgabe:</strong> Ein Hersteller von Türsystemen wollte die Zahl seiner Lieferanten für mechanische Komponenten reduzieren.</p><p><strong>Lösung:</strong> Wir fertigen Dreh- und Frästeile, beschaffen Zukaufteile und montieren vollständige Antriebsbaugruppen inklusive Funktionsprüfung.</p><p><strong>Ergebnis:</strong> Aus elf Lieferanten wurde einer, die Durchlaufzeit im Wareneingang des Kunden sank deutlich.</p><p>Sie stehen vor einer ähnlichen Aufgabe? <a href="/kontakt">Sprechen Sie uns an.</a></p>`,
      ),
    ],
  },

  // ---------------------------------------------------------------- Kontakt
  {
    key: "kontakt",
    slug: "kontakt",
    title: "Kontakt",
    content_type: "basis",
    is_published: true,
    show_in_footer_navigation: true,
    meta_title: "Kontakt – Brenner Industrietechnik in Kassel",
    meta_description:
      "So erreichen Sie Brenner Industrietechnik: Anschrift in Kassel, Telefon, E-Mail, Öffnungszeiten und Ihre Ansprechpartner für Fertigung und Automation.",
    created_at: "2025-01-16T11:00:00.000Z",
    content: [
      heading("kontakt-h1", 1, "Kontakt"),
      paragraph(
        "kontakt-p-1",
        `<p>Sie haben eine Anfrage, benötigen ein Angebot oder möchten einen Besuchstermin vereinbaren? Wir freuen uns auf Ihre Nachricht und melden uns in der Regel innerhalb eines Arbeitstages.</p>`,
      ),
      heading("kontakt-h2-1", 2, "Anschrift"),
      paragraph(
        "kontakt-p-2",
        `<p><strong>Brenner Industrietechnik GmbH</strong></p><p>${ADDRESS_LINE}</p><p>Deutschland</p>`,
      ),
      heading("kontakt-h2-2", 2, "Telefon und E-Mail"),
      paragraph(
        "kontakt-p-3",
        `<p><strong>Telefon:</strong> ${PHONE}</p><p><strong>E-Mail:</strong> ${EMAIL}</p>`,
      ),
      heading("kontakt-h2-3", 2, "Öffnungszeiten"),
      paragraph(
        "kontakt-p-4",
        `<ul><li>Montag bis Donnerstag: 7:30 bis 16:30 Uhr</li><li>Freitag: 7:30 bis 14:00 Uhr</li><li>Warenannahme: Montag bis Freitag, 6:30 bis 14:00 Uhr</li></ul><p>An gesetzlichen Feiertagen in Hessen bleibt unser Betrieb geschlossen.</p>`,
      ),
      heading("kontakt-h2-4", 2, "Ihre Ansprechpartner"),
      paragraph(
        "kontakt-p-5",
        `<ul><li><strong>Fertigung und Baugruppen:</strong> Michael Schreiber, Telefon +49 561 000000-110</li><li><strong>C-Teile-Management:</strong> Sabine Krüger, Telefon +49 561 000000-120</li><li><strong>Automatisierung:</strong> Markus Hoffmann, Telefon +49 561 000000-130</li><li><strong>Ausbildung und Bewerbungen:</strong> Petra Neumann, Telefon +49 561 000000-150</li></ul>`,
      ),
      heading("kontakt-h2-5", 2, "Anfahrt"),
      paragraph(
        "kontakt-p-6",
        `<p>Unser Werk ist über die Autobahnen A7, A44 und A49 gut erreichbar. Besucherparkplätze finden Sie direkt vor dem Verwaltungsgebäude. Bitte melden Sie sich am Empfang im Erdgeschoss an.</p>`,
      ),
      {
        id: "kontakt-karte",
        type: "google-maps",
        content: { address: "Industriestraße 14, 34123 Kassel", zoom: 15, height: "360" },
      },
      {
        id: "kontakt-formular",
        type: "contact-form",
        content: {
          title: "Schreiben Sie uns",
          description: "Wir melden uns innerhalb von zwei Arbeitstagen.",
          subjectOptions: ["Angebot für Frästeile", "C-Teile-Management", "Automatisierung", "Sonstiges"],
        },
      },
    ],
  },

  // ---------------------------------------------------------------- Impressum
  {
    key: "impressum",
    slug: "impressum",
    title: "Impressum",
    content_type: "basis",
    is_published: true,
    is_legal: true,
    show_in_footer_navigation: false,
    meta_title: "Impressum – Brenner Industrietechnik GmbH",
    meta_description:
      "Impressum der Brenner Industrietechnik GmbH, Kassel: Anbieterkennzeichnung nach § 5 DDG mit Anschrift, Geschäftsführung, Registereintrag und USt-IdNr.",
    created_at: "2025-01-10T08:00:00.000Z",
    content: [
      heading("impressum-h1", 1, "Impressum"),
      heading("impressum-h2-1", 2, "Angaben gemäß § 5 DDG"),
      paragraph("impressum-p-1", `<p><strong>Brenner Industrietechnik GmbH</strong></p><p>${ADDRESS_LINE}</p><p>Deutschland</p>`),
      heading("impressum-h2-2", 2, "Vertreten durch"),
      paragraph("impressum-p-2", `<p>Die Geschäftsführer Dr. Katrin Brenner und Thomas Albers</p>`),
      heading("impressum-h2-3", 2, "Kontakt"),
      paragraph("impressum-p-3", `<p>Telefon: ${PHONE}</p><p>E-Mail: ${EMAIL}</p>`),
      heading("impressum-h2-4", 2, "Registereintrag"),
      paragraph("impressum-p-4", `<p>Eintragung im Handelsregister</p><p>Registergericht: Amtsgericht Kassel</p><p>Registernummer: HRB 00000</p>`),
      heading("impressum-h2-5", 2, "Umsatzsteuer-Identifikationsnummer"),
      paragraph("impressum-p-5", `<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE000000000</p>`),
      heading("impressum-h2-6", 2, "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV"),
      paragraph("impressum-p-6", `<p>Dr. Katrin Brenner, ${ADDRESS_LINE}</p>`),
      heading("impressum-h2-7", 2, "Verbraucherstreitbeilegung"),
      paragraph(
        "impressum-p-7",
        `<p>Unser Angebot richtet sich ausschließlich an Unternehmen. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>`,
      ),
      heading("impressum-h2-8", 2, "Haftung für Inhalte und Urheberrecht"),
      paragraph(
        "impressum-p-8",
        `<p>Die Inhalte dieser Website wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Texte, Bilder und Grafiken dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung und Verbreitung außerhalb der Grenzen des Urheberrechts bedürfen unserer vorherigen schriftlichen Zustimmung.</p><p><em>Hinweis: Alle Angaben gehören zu einem fiktiven Beispielunternehmen. Bitte ersetzen Sie sie vor der Veröffentlichung durch die Angaben Ihres Unternehmens.</em></p>`,
      ),
    ],
  },

  // ---------------------------------------------------------------- Datenschutz
  {
    key: "datenschutz",
    slug: "datenschutz",
    title: "Datenschutz",
    content_type: "basis",
    is_published: true,
    is_legal: true,
    show_in_footer_navigation: false,
    meta_title: "Datenschutzerklärung – Brenner Industrietechnik",
    meta_description:
      "Wie die Brenner Industrietechnik GmbH personenbezogene Daten auf dieser Website verarbeitet: Server-Logfiles, Kontaktformular, Cookies und Ihre Rechte.",
    created_at: "2025-01-10T09:00:00.000Z",
    content: [
      heading("datenschutz-h1", 1, "Datenschutzerklärung"),
      paragraph(
        "datenschutz-p-1",
        `<p>Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Nachfolgend informieren wir Sie gemäß Art. 13 der Datenschutz-Grundverordnung (DSGVO) darüber, welche Daten wir beim Besuch dieser Website verarbeiten, zu welchem Zweck und auf welcher Rechtsgrundlage.</p>`,
      ),
      heading("datenschutz-h2-1", 2, "1. Verantwortlicher"),
      paragraph(
        "datenschutz-p-2",
        `<p>Verantwortlich für die Datenverarbeitung auf dieser Website ist:</p><p><strong>Brenner Industrietechnik GmbH</strong>, ${ADDRESS_LINE}</p><p>Telefon: ${PHONE}, E-Mail: ${EMAIL}</p><p>Unseren Datenschutzbeauftragten erreichen Sie unter der oben genannten Anschrift mit dem Zusatz „Datenschutzbeauftragter“ oder per E-Mail an die oben genannte Adresse.</p>`,
      ),
      heading("datenschutz-h2-2", 2, "2. Hosting und Server-Logfiles"),
      paragraph(
        "datenschutz-p-3",
        `<p>Diese Website wird auf Servern eines Dienstleisters in Deutschland betrieben, mit dem wir einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen haben. Bei jedem Aufruf werden automatisch folgende Informationen in Server-Logfiles gespeichert:</p><ul><li>IP-Adresse des anfragenden Geräts</li><li>Datum und Uhrzeit des Zugriffs</li><li>aufgerufene Seite und übertragene Datenmenge</li><li>Referrer-URL, also die zuvor besuchte Seite</li><li>verwendeter Browser und Betriebssystem</li><li>HTTP-Statuscode</li></ul><p>Die Verarbeitung ist erforderlich, um die Website auszuliefern und ihre Sicherheit und Stabilität zu gewährleisten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im sicheren und fehlerfreien Betrieb. Die Logfiles werden nach spätestens 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines konkreten Sicherheitsvorfalls benötigt werden.</p>`,
      ),
      heading("datenschutz-h2-3", 2, "3. Kontaktformular und Anfragen per E-Mail"),
      paragraph(
        "datenschutz-p-4",
        `<p>Wenn Sie uns über das Kontaktformular oder per E-Mail kontaktieren, verarbeiten wir die von Ihnen angegebenen Daten, insbesondere Name, E-Mail-Adresse, gegebenenfalls Postleitzahl und Ort, den gewählten Betreff sowie Ihre Nachricht, um Ihre Anfrage zu bearbeiten.</p><p>Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage mit einem Vertrag oder vorvertraglichen Maßnahmen zusammenhängt, im Übrigen Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der Beantwortung Ihres Anliegens. Wir löschen die Daten, sobald Ihre Anfrage abschließend bearbeitet ist, es sei denn, gesetzliche Aufbewahrungspflichten für Handels- und Geschäftsbriefe stehen dem entgegen.</p>`,
      ),
      heading("datenschutz-h2-4", 2, "4. Cookies und lokale Speicherung"),
      paragraph(
        "datenschutz-p-5",
        `<p>Diese Website verwendet ausschließlich technisch notwendige Cookies und Einträge im lokalen Speicher Ihres Browsers. Sie dienen dazu, die Anmeldung im Redaktionsbereich aufrechtzuerhalten und die Website sicher zu betreiben. Für Besucherinnen und Besucher der öffentlichen Seiten setzen wir keine Cookies zu Analyse-, Marketing- oder Trackingzwecken ein.</p><p>Rechtsgrundlage für die Speicherung ist § 25 Abs. 2 Nr. 2 TDDDG, für die anschließende Verarbeitung Art. 6 Abs. 1 lit. f DSGVO. Eine Einwilligung ist dafür nicht erforderlich.</p>`,
      ),
      heading("datenschutz-h2-statistik", 2, "5. Besucherstatistik ohne Cookies"),
      paragraph(
        "datenschutz-p-statistik",
        `<p>Um zu erfahren, welche Seiten gelesen werden, zählen wir Seitenaufrufe auf unserem eigenen Server. Dabei werden keine Cookies gesetzt, nichts im Speicher Ihres Browsers abgelegt und keine Daten an Dritte übermittelt. Gespeichert werden je Aufruf nur die aufgerufene Seite, Datum und Uhrzeit, die Domain der zuvor besuchten Website, gegebenenfalls der Name einer Kampagne aus der Adresse (utm-Parameter), die Geräteklasse (Desktop, Tablet, Mobil) und die Browserfamilie – keine Standortdaten.</p><p>Um mehrfache Aufrufe eines Tages einem Besuch zuzuordnen, bilden wir aus IP-Adresse und Browserkennung mit einem täglich neu erzeugten Zufallswert eine Prüfsumme (Hash). IP-Adresse und Browserkennung werden dafür nicht gespeichert; der Zufallswert wird nach einem Tag gelöscht, sodass die Prüfsumme danach niemandem mehr zugeordnet werden kann und Besuche an verschiedenen Tagen nicht verknüpft werden. Die einzelnen Aufrufe werden nach höchstens 30 Tagen zu Tageswerten zusammengefasst und gelöscht.</p><p>Aufrufe von Browsern mit aktiviertem „Do Not Track“ oder „Global Privacy Control“ zählen wir nicht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der bedarfsgerechten Gestaltung unseres Angebots. Da nichts auf Ihrem Gerät gespeichert oder ausgelesen wird, ist keine Einwilligung nach § 25 TDDDG erforderlich.</p>`,
      ),
      heading("datenschutz-h2-5", 2, "6. Keine Dienste von Drittanbietern"),
      paragraph(
        "datenschutz-p-6",
        `<p>Wir binden keine Analysewerkzeuge von Drittanbietern, Werbenetzwerke, Social-Media-Plugins, externen Schriftarten oder Kartendienste ein. Beim Aufruf unserer Seiten werden daher keine Daten an Dritte übermittelt. Verweise auf unsere Profile in sozialen Netzwerken sind einfache Links; erst wenn Sie einen solchen Link anklicken, gelangen Sie auf die Seite des jeweiligen Anbieters, für die dessen Datenschutzbestimmungen gelten.</p>`,
      ),
      heading("datenschutz-h2-6", 2, "7. SSL- bzw. TLS-Verschlüsselung"),
      paragraph(
        "datenschutz-p-7",
        `<p>Aus Sicherheitsgründen wird jede Verbindung zu dieser Website verschlüsselt übertragen. Eine verschlüsselte Verbindung erkennen Sie an „https://“ in der Adresszeile Ihres Browsers.</p>`,
      ),
      heading("datenschutz-h2-7", 2, "8. Ihre Rechte als betroffene Person"),
      paragraph(
        "datenschutz-p-8",
        `<p>Sie haben gegenüber uns folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:</p><ul><li>Recht auf Auskunft (Art. 15 DSGVO)</li><li>Recht auf Berichtigung (Art. 16 DSGVO)</li><li>Recht auf Löschung (Art. 17 DSGVO)</li><li>Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO)</li><li>Recht auf Datenübertragbarkeit (Art. 20 DSGVO)</li><li>Recht auf Widerspruch gegen eine Verarbeitung auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO (Art. 21 DSGVO)</li><li>Recht auf Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)</li></ul><p>Zur Ausübung Ihrer Rechte genügt eine formlose Nachricht an die oben genannten Kontaktdaten.</p>`,
      ),
      heading("datenschutz-h2-8", 2, "9. Beschwerderecht bei einer Aufsichtsbehörde"),
      paragraph(
        "datenschutz-p-9",
        `<p>Unbeschadet anderweitiger Rechtsbehelfe haben Sie nach Art. 77 DSGVO das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer personenbezogenen Daten gegen die DSGVO verstößt. Für uns zuständig ist der Hessische Beauftragte für Datenschutz und Informationsfreiheit.</p><p>Stand: Januar 2025</p><p><em>Hinweis: Diese Datenschutzerklärung gehört zu einem fiktiven Beispielunternehmen. Bitte prüfen und ergänzen Sie sie vor der Veröffentlichung für Ihren tatsächlichen Betrieb.</em></p>`,
      ),
    ],
  },

  // ---------------------------------------------------------------- AGB
  {
    key: "agb",
    slug: "agb",
    title: "AGB",
    content_type: "basis",
    is_published: true,
    is_legal: true,
    show_in_footer_navigation: false,
    meta_title: "Allgemeine Geschäftsbedingungen – Brenner",
    meta_description:
      "Allgemeine Liefer- und Zahlungsbedingungen der Brenner Industrietechnik GmbH für Geschäfte mit Unternehmern: Vertragsschluss, Lieferung, Gewährleistung.",
    created_at: "2025-01-10T10:00:00.000Z",
    content: [
      heading("agb-h1", 1, "Allgemeine Liefer- und Zahlungsbedingungen"),
      heading("agb-h2-1", 2, "§ 1 Geltungsbereich"),
      paragraph(
        "agb-p-1",
        `<p>Diese Bedingungen gelten für alle Lieferungen und Leistungen der Brenner Industrietechnik GmbH (nachfolgend „Brenner“) gegenüber Unternehmern im Sinne von § 14 BGB, juristischen Personen des öffentlichen Rechts und öffentlich-rechtlichen Sondervermögen. Abweichende Bedingungen des Bestellers gelten nur, wenn Brenner ihnen ausdrücklich schriftlich zugestimmt hat.</p>`,
      ),
      heading("agb-h2-2", 2, "§ 2 Angebot und Vertragsschluss"),
      paragraph(
        "agb-p-2",
        `<p>Angebote von Brenner sind freibleibend, sofern sie nicht ausdrücklich als verbindlich bezeichnet sind. Ein Vertrag kommt mit der schriftlichen Auftragsbestätigung oder mit der Ausführung der Lieferung zustande. Maßgeblich für Umfang und Ausführung sind die vom Besteller freigegebenen Zeichnungen und Spezifikationen.</p>`,
      ),
      heading("agb-h2-3", 2, "§ 3 Preise und Zahlung"),
      paragraph(
        "agb-p-3",
        `<p>Die Preise gelten ab Werk Kassel zuzüglich Verpackung und der gesetzlichen Umsatzsteuer. Rechnungen sind innerhalb von 30 Tagen ab Rechnungsdatum ohne Abzug zahlbar; bei Zahlung innerhalb von 10 Tagen gewährt Brenner 2 Prozent Skonto. Bei Zahlungsverzug gelten die gesetzlichen Regelungen.</p>`,
      ),
      heading("agb-h2-4", 2, "§ 4 Lieferung und Gefahrübergang"),
      paragraph(
        "agb-p-4",
        `<p>Liefertermine sind nur verbindlich, wenn sie ausdrücklich als verbindlich vereinbart wurden, und setzen die rechtzeitige Klärung aller technischen Fragen voraus. Teillieferungen sind zulässig, soweit sie dem Besteller zumutbar sind. Die Gefahr geht mit der Übergabe an den Spediteur oder Frachtführer, spätestens mit Verlassen des Werks, auf den Besteller über. Bei Anlieferung mit eigenen Fahrzeugen von Brenner geht die Gefahr mit der Übergabe am vereinbarten Lieferort über.</p>`,
      ),
      heading("agb-h2-5", 2, "§ 5 Eigentumsvorbehalt"),
      paragraph(
        "agb-p-5",
        `<p>Die gelieferte Ware bleibt bis zur vollständigen Bezahlung aller Forderungen aus der Geschäftsbeziehung Eigentum von Brenner. Der Besteller darf die Ware im ordnungsgemäßen Geschäftsgang verarbeiten und veräußern; er tritt die daraus entstehenden Forderungen bereits jetzt sicherungshalber an Brenner ab.</p>`,
      ),
      heading("agb-h2-6", 2, "§ 6 Mängelansprüche"),
      paragraph(
        "agb-p-6",
        `<p>Der Besteller hat die Ware unverzüglich nach Eingang zu untersuchen und erkennbare Mängel unverzüglich schriftlich anzuzeigen (§ 377 HGB). Bei berechtigten Mängelrügen leistet Brenner nach eigener Wahl Nachbesserung oder Ersatzlieferung. Mängelansprüche verjähren zwölf Monate nach Gefahrübergang, soweit das Gesetz nicht zwingend längere Fristen vorschreibt.</p>`,
      ),
      heading("agb-h2-7", 2, "§ 7 Haftung"),
      paragraph(
        "agb-p-7",
        `<p>Brenner haftet unbeschränkt bei Vorsatz, grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsgesetz. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung ausgeschlossen.</p>`,
      ),
      heading("agb-h2-8", 2, "§ 8 Schlussbestimmungen"),
      paragraph(
        "agb-p-8",
        `<p>Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Erfüllungsort und ausschließlicher Gerichtsstand ist Kassel. Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.</p><p>Stand: Januar 2025</p><p><em>Hinweis: Diese Bedingungen gehören zu einem fiktiven Beispielunternehmen und ersetzen keine rechtliche Beratung.</em></p>`,
      ),
    ],
  },

  // ---------------------------------------------------------------- Blog (overview)
  {
    key: "blog",
    slug: "blog",
    title: "Blog",
    content_type: "basis",
    is_published: true,
    show_in_footer_navigation: false,
    meta_title: "Blog – Fachbeiträge von Brenner Industrietechnik",
    meta_description:
      "Fachbeiträge zu Kanban, Robotik, OPC UA, Bildverarbeitung und Künstlicher Intelligenz: Praxiswissen aus Fertigung und Automation von Brenner aus Kassel.",
    created_at: "2025-03-03T08:00:00.000Z",
    content: [
      heading("blog-h1", 1, "Blog"),
      paragraph(
        "blog-p-1",
        `<p>In unserem Blog teilen Fachleute aus Fertigung, C-Teile-Management und Automatisierung ihre Erfahrungen aus der Praxis. Sie finden hier Hintergründe zu Technologien, Einblicke in Projekte und konkrete Empfehlungen für Ihren Betrieb.</p>`,
      ),
    ],
  },

  // ---------------------------------------------------------------- Blog posts
  {
    key: "blog-kanban",
    slug: "kanban-systeme-fuer-c-teile-so-sinken-prozesskosten",
    title: "Kanban-Systeme für C-Teile: So sinken Prozesskosten",
    content_type: "blog",
    is_published: true,
    show_in_footer_navigation: false,
    meta_title: "Kanban für C-Teile: So sinken die Prozesskosten",
    meta_description:
      "C-Teile kosten wenig, verursachen aber viel Aufwand. Wie Kanban und e-Kanban Bestellvorgänge reduzieren, Bestände senken und Fehlteile vermeiden.",
    created_at: "2025-03-18T07:00:00.000Z",
    content: [
      blogMeta("blog-kanban-meta", {
        author: "Sabine Krüger",
        publishDate: "2025-03-18",
        category: "Digitalisierung",
        excerpt:
          "C-Teile machen kaum Einkaufsvolumen aus, verursachen aber einen Großteil der Beschaffungskosten. Wie Kanban-Systeme den Aufwand messbar senken.",
        readTime: 3,
        featuredImage: demoMedia("lager"),
      }),
      heading("blog-kanban-h2-1", 2, "Kleine Teile, große Kosten"),
      paragraph(
        "blog-kanban-p-1",
        `<p>Schrauben, Muttern, Scheiben, Stifte oder Sicherungsringe: C-Teile machen in vielen Unternehmen nur fünf bis zehn Prozent des Einkaufsvolumens aus, aber häufig mehr als die Hälfte aller Artikelnummern. Jede Bestellung durchläuft dieselben Schritte wie bei einem teuren Antriebsmotor – Bedarf ermitteln, Angebot einholen, bestellen, Wareneingang buchen, Rechnung prüfen. Unsere Analysen bei Kunden zeigen immer wieder, dass die Prozesskosten den eigentlichen Materialwert um ein Vielfaches übersteigen. Wer hier ansetzt, spart nicht am Teil, sondern am Aufwand.</p>`,
      ),
      heading("blog-kanban-h2-2", 2, "Das Prinzip: Der Verbrauch steuert den Nachschub"),
      paragraph(
        "blog-kanban-p-2",
        `<p>Kanban kehrt die klassische Disposition um. Statt Bedarfe zu planen und Bestellungen auszulösen, meldet der Verbrauch selbst den Nachschub. Im bewährten <strong>Zwei-Behälter-System</strong> stehen an jedem Lagerort zwei Behälter desselben Artikels. Ist der erste leer, wird er zum Auffüllen freigegeben, während die Produktion aus dem zweiten weiterarbeitet. Die Behältergröße richtet sich nach Verbrauch, Wiederbeschaffungszeit und einem Sicherheitszuschlag. So bleibt der Bestand niedrig, und trotzdem liegt das Teil immer dort bereit, wo es verbaut wird.</p>`,
      ),
      heading("blog-kanban-h3-1", 3, "Vom Etikett zum e-Kanban"),
      paragraph(
        "blog-kanban-p-3",
        `<p>Klassisch wird der leere Behälter per Barcode-Scan erfasst. Bei großen Regalanlagen lohnt sich der Schritt zum elektronischen Kanban: RFID-Etiketten melden einen Behälter automatisch, sobald er in das Rückgabefach gestellt wird, und Wiegesysteme erkennen das Unterschreiten des Meldebestands ganz ohne Zutun. Die Bestellung landet direkt in unserem Warenwirtschaftssystem, die Lieferung erfolgt im vereinbarten Rhythmus – bei vielen Kunden zweimal pro Woche. Über ein Kundenportal sehen Einkauf und Logistik jederzeit Bestände, Verbräuche und offene Lieferungen.</p>`,
      ),
      heading("blog-kanban-h2-3", 2, "Nutzen und Einführung"),
      paragraph(
        "blog-kanban-p-4",
        `<p>Was sich nach der Umstellung messbar verändert:</p><ul><li>Die Zahl der Bestellvorgänge für C-Teile sinkt typischerweise um 80 bis 95 Prozent, weil eine Sammelrechnung pro Monat die Einzelbestellungen ersetzt.</li><li>Lagerbestände gehen zurück, da die Behältergrößen am tatsächlichen Verbrauch ausgerichtet werden.</li><li>Fehlteile und Bandstillstände durch fehlende Schrauben werden zur Ausnahme.</li><li>Der Einkauf gewinnt Zeit für strategische Aufgaben wie Lieferantenentwicklung und Warengruppenstrategie.</li></ul><p>Entscheidend für die Einführung ist eine saubere Ausgangsanalyse. Wir erfassen gemeinsam mit Ihnen Artikelstamm, Verbräuche der letzten zwölf Monate und die Lagerorte in der Fertigung. Daraus entstehen Behälterplan und Regallayout. Dubletten und Sonderteile, die sich durch Normteile ersetzen lassen, fallen dabei fast immer auf – bei einem Kunden aus dem Landmaschinenbau konnten wir die Zahl der Artikelnummern so um ein Viertel reduzieren. Nach der Installation begleiten wir den Anlauf vor Ort und passen die Behältergrößen in den ersten Wochen an.</p><p>Kanban für C-Teile ist also kein Großprojekt, sondern eine überschaubare Umstellung mit schnellem Nutzen. Die meisten Systeme amortisieren sich innerhalb eines Jahres. Wenn Sie wissen möchten, welches Potenzial in Ihrer Fertigung steckt, sprechen Sie uns an – eine erste Verbrauchsanalyse ist unverbindlich. Mehr dazu auf unserer Seite <a href="/c-teile-management">C-Teile-Management</a>.</p>`,
      ),
    ],
  },
  {
    key: "blog-robotik",
    slug: "robotik-zellen-fuer-kleine-losgroessen",
    title: "Robotik-Zellen für kleine Losgrößen",
    content_type: "blog",
    is_published: true,
    show_in_footer_navigation: false,
    meta_title: "Robotik-Zellen für kleine Losgrößen – so geht's",
    meta_description:
      "Automatisierung lohnt sich auch bei Losgrößen ab 20 Stück. Welche Konzepte Robotik-Zellen flexibel machen und wie der Einstieg gelingt – aus der Praxis.",
    created_at: "2025-05-27T07:00:00.000Z",
    content: [
      blogMeta("blog-robotik-meta", {
        author: "Markus Hoffmann",
        publishDate: "2025-05-27",
        category: "Automatisierung",
        excerpt:
          "Roboter lohnen sich nur bei großen Serien? Nicht mehr. Wie flexible Robotik-Zellen auch Losgrößen ab 20 Stück wirtschaftlich automatisieren.",
        readTime: 3,
        featuredImage: demoMedia("robotik"),
      }),
      heading("blog-robotik-h2-1", 2, "Automatisierung ist keine Frage der Stückzahl mehr"),
      paragraph(
        "blog-robotik-p-1",
        `<p>Lange galt die Faustregel: Roboter lohnen sich erst ab großen Serien. Für viele mittelständische Fertiger mit Losgrößen zwischen 20 und 500 Stück war Automatisierung deshalb kaum ein Thema. Das hat sich grundlegend geändert. Kompakte Robotik-Zellen, einfachere Programmierung und standardisierte Greifsysteme machen es heute möglich, auch kleine Lose wirtschaftlich automatisiert zu fertigen – vorausgesetzt, die Zelle ist von Anfang an auf häufiges Umrüsten ausgelegt. Hinzu kommt der Fachkräftemangel: Wer Nacht- und Wochenendschichten nicht mehr besetzen kann, gewinnt mit einer bedienerarmen Zelle wertvolle Maschinenstunden zurück.</p>`,
      ),
      heading("blog-robotik-h2-2", 2, "Was eine flexible Zelle ausmacht"),
      paragraph(
        "blog-robotik-p-2",
        `<p>Der Kern einer flexiblen Robotik-Zelle ist nicht der Roboter selbst, sondern das Konzept rund um ihn. Drei Punkte entscheiden über den Erfolg:</p><ul><li><strong>Schnellwechselsysteme:</strong> Greiferfinger und Spannmittel werden ohne Werkzeug in wenigen Minuten getauscht.</li><li><strong>Flexible Teilebereitstellung:</strong> Schubladenspeicher oder Rasterplatten nehmen unterschiedliche Werkstücke auf, ohne dass für jedes Teil eine eigene Vorrichtung gebaut werden muss.</li><li><strong>Parametrierte Programme:</strong> Statt für jedes Werkstück neu zu programmieren, wählt der Bediener eine Teilefamilie und gibt die Abmessungen ein.</li></ul>`,
      ),
      heading("blog-robotik-h3-1", 3, "Beispiel: Maschinenbeladung in der eigenen Dreherei"),
      paragraph(
        "blog-robotik-p-3",
        `<p>In unserer eigenen Fertigung belädt seit 2023 eine Robotik-Zelle zwei CNC-Drehmaschinen. Sie arbeitet mit einem Schubladenspeicher für rund 400 Rohteile und läuft in der zweiten und dritten Schicht weitgehend bedienerlos. Ein Teilewechsel dauert im Durchschnitt zwölf Minuten, weil Greiferfinger, Spannbacken und Programm für jede Teilefamilie vorbereitet sind und beim Rüsten nur noch ausgewählt werden. Die Spindellaufzeit der beiden Maschinen ist seitdem um mehr als 40 Prozent gestiegen, obwohl die mittlere Losgröße bei nur 150 Stück liegt. Die dort gesammelten Erfahrungen fließen direkt in die Zellen ein, die wir für unsere Kunden bauen.</p>`,
      ),
      heading("blog-robotik-h2-3", 2, "Der richtige Einstieg"),
      paragraph(
        "blog-robotik-p-4",
        `<p>Eine der ersten Fragen lautet: kollaborativ oder klassisch? Kollaborierende Roboter sind attraktiv, weil sie ohne Schutzzaun auskommen und wenig Platz brauchen. Sie eignen sich gut für leichte Teile und moderate Taktzeiten. Bei schweren Werkstücken, scharfkantigen Teilen oder hohen Geschwindigkeiten ist ein Industrieroboter mit Schutzumhausung oft die bessere und letztlich auch sicherere Wahl. Entscheidend ist die Risikobeurteilung nach EN ISO 12100: Sie zeigt, welche Schutzmaßnahmen tatsächlich nötig sind, und gehört bei uns zu jedem Projekt.</p><p>Wir empfehlen, mit einer klar abgegrenzten Aufgabe zu beginnen, etwa der Beladung einer einzelnen Maschine oder dem Palettieren von Fertigteilen. Eine Machbarkeitsstudie mit Ihren Originalteilen klärt vorab Greifbarkeit, Taktzeit und Wirtschaftlichkeit. Binden Sie außerdem früh die Mitarbeitenden ein, die die Zelle später rüsten und bedienen – sie wissen am besten, wo im Alltag Zeit verloren geht. So wissen Sie vor der Investition, was die Zelle leisten wird. Details zu unseren Lösungen finden Sie unter <a href="/automatisierung">Automatisierung</a>.</p>`,
      ),
    ],
  },
  {
    key: "blog-opc-ua",
    slug: "opc-ua-in-der-praxis",
    title: "OPC UA in der Praxis",
    content_type: "blog",
    is_published: true,
    show_in_footer_navigation: false,
    meta_title: "OPC UA in der Praxis: Maschinen sicher vernetzen",
    meta_description:
      "OPC UA verbindet Maschinen, MES und ERP herstellerunabhängig. Was Informationsmodelle leisten, wie Sie die Sicherheit richtig konfigurieren und wo es hakt.",
    created_at: "2025-08-12T07:00:00.000Z",
    content: [
      blogMeta("blog-opc-ua-meta", {
        author: "Jan Petersen",
        publishDate: "2025-08-12",
        category: "Industrie 4.0",
        excerpt:
          "OPC UA hat sich als Standard für die Maschinenkommunikation durchgesetzt. Unsere Erfahrungen mit Informationsmodellen, Sicherheit und Anbindung.",
        readTime: 2,
        featuredImage: demoMedia("schaltschrank"),
      }),
      heading("blog-opc-ua-h2-1", 2, "Ein gemeinsamer Standard für die Maschinenkommunikation"),
      paragraph(
        "blog-opc-ua-p-1",
        `<p>Wer Maschinen verschiedener Hersteller an ein MES, ein ERP-System oder eine Datenplattform anbinden will, stand lange vor einem Flickenteppich proprietärer Schnittstellen. OPC UA – die Open Platform Communications Unified Architecture – hat sich als herstellerunabhängiger Standard etabliert. Er beschreibt nicht nur, wie Daten übertragen werden, sondern auch, was sie bedeuten: Ein Temperaturwert kommt mit Einheit, Zeitstempel und Qualitätsinformation beim Empfänger an.</p>`,
      ),
      heading("blog-opc-ua-h3-1", 3, "Informationsmodelle statt Variablenlisten"),
      paragraph(
        "blog-opc-ua-p-2",
        `<p>Die eigentliche Stärke von OPC UA liegt im Informationsmodell. Maschinen werden als strukturierte Objekte mit Eigenschaften, Methoden und Ereignissen abgebildet. Branchenspezifische Companion Specifications, etwa für den Maschinenbau oder die Robotik, legen fest, wie Maschinenzustand, Auftragsnummer oder Stückzahl einheitlich benannt werden. Das spart bei jeder neuen Anbindung Abstimmungsaufwand, weil sich beide Seiten auf dasselbe Vokabular stützen.</p>`,
      ),
      heading("blog-opc-ua-h2-2", 2, "Sicherheit von Anfang an"),
      paragraph(
        "blog-opc-ua-p-3",
        `<p>OPC UA bringt Verschlüsselung und Authentifizierung bereits mit. In der Praxis werden diese Funktionen aber oft aus Bequemlichkeit abgeschaltet. Davon raten wir ausdrücklich ab. Bei unseren Anlagen gilt:</p><ul><li>Verbindungen nur im Sicherheitsmodus „Sign &amp; Encrypt“.</li><li>Zertifikate werden zentral verwaltet und regelmäßig erneuert.</li><li>Jeder Client erhält eigene Zugangsdaten mit den minimal nötigen Rechten.</li><li>Maschinennetze sind vom Büronetz getrennt, der Zugriff erfolgt über definierte Übergänge.</li></ul>`,
      ),
      heading("blog-opc-ua-h2-3", 2, "Erfahrungen aus unseren Projekten"),
      paragraph(
        "blog-opc-ua-p-4",
        `<p>In unseren Montage- und Prüfanlagen stellen wir Prozessdaten standardmäßig über einen OPC-UA-Server in der Steuerung bereit. Ein Beispiel: Eine Prüfanlage für Ventilgehäuse meldet zu jedem Bauteil Seriennummer, Messwerte und Prüfergebnis an das Qualitätssystem des Kunden. Die Anbindung war in zwei Tagen erledigt, weil Datenpunkte und Struktur vorab in einer gemeinsamen Schnittstellenbeschreibung festgelegt wurden. Früher hätte allein die Abstimmung eines proprietären Protokolls Wochen gedauert.</p><p>Probleme entstehen selten durch den Standard selbst, sondern durch unklare Anforderungen. Welche Daten werden wirklich gebraucht? In welcher Frequenz? Wer pflegt das Informationsmodell, wenn sich die Anlage ändert? Ältere Steuerungen ohne OPC-UA-Unterstützung lassen sich über Gateways anbinden, allerdings mit Einschränkungen bei Leistung und Modelltiefe.</p><p>Unser Rat: Beginnen Sie mit einem konkreten Anwendungsfall, etwa der automatischen Erfassung von Stückzahlen und Stillständen, und bauen Sie das Modell schrittweise aus. Ein sauber dokumentiertes Informationsmodell ist die beste Grundlage für alle weiteren Schritte in Richtung vernetzter Fertigung.</p>`,
      ),
    ],
  },
  {
    key: "blog-bildverarbeitung",
    slug: "pruefautomation-mit-bildverarbeitung",
    title: "Prüfautomation mit Bildverarbeitung",
    content_type: "blog",
    is_published: true,
    show_in_footer_navigation: false,
    meta_title: "Prüfautomation mit industrieller Bildverarbeitung",
    meta_description:
      "Von der Beleuchtung bis zur Messsystemanalyse: Wie industrielle Bildverarbeitung die manuelle Sichtprüfung ablöst und sich sauber in die Linie integriert.",
    created_at: "2025-10-07T07:00:00.000Z",
    content: [
      blogMeta("blog-bildverarbeitung-meta", {
        author: "Thomas Richter",
        publishDate: "2025-10-07",
        category: "Technologie",
        excerpt:
          "Kameras ermüden nicht: Wie industrielle Bildverarbeitung eine lückenlose 100-Prozent-Prüfung ermöglicht und worauf es bei der Auslegung ankommt.",
        readTime: 2,
        featuredImage: demoMedia("pruefung"),
      }),
      heading("blog-bildverarbeitung-h2-1", 2, "Warum manuelle Sichtprüfung an Grenzen stößt"),
      paragraph(
        "blog-bildverarbeitung-p-1",
        `<p>Die Sichtprüfung durch Mitarbeitende ist flexibel, aber ermüdend. Nach einer Stunde konzentrierter Prüfarbeit sinkt die Erkennungsrate messbar, und verschiedene Prüfer bewerten Grenzfälle unterschiedlich. Verlangen Kunden eine lückenlose 100-Prozent-Prüfung mit Dokumentation, ist der manuelle Weg kaum noch wirtschaftlich darstellbar. Industrielle Bildverarbeitung prüft dagegen jedes Teil nach denselben Kriterien – in der dritten Schicht genauso wie in der ersten.</p>`,
      ),
      heading("blog-bildverarbeitung-h2-2", 2, "Die Bausteine eines Prüfsystems"),
      paragraph(
        "blog-bildverarbeitung-p-2",
        `<p>Ein Bildverarbeitungssystem besteht aus weit mehr als einer Kamera. Für ein verlässliches Ergebnis müssen alle Bausteine zusammenpassen:</p><ul><li><strong>Beleuchtung:</strong> Sie entscheidet oft über Erfolg oder Misserfolg. Auflicht, Durchlicht, Dunkelfeld oder strukturiertes Licht machen jeweils andere Merkmale sichtbar.</li><li><strong>Optik und Kamera:</strong> Auflösung und Objektiv werden aus der kleinsten zu erkennenden Fehlergröße abgeleitet.</li><li><strong>Teilehandling:</strong> Das Bauteil muss reproduzierbar positioniert oder zumindest sicher lokalisiert werden.</li><li><strong>Auswertung:</strong> Regelbasierte Algorithmen vermessen Kanten, Bohrungen und Konturen oder lesen Codes und Beschriftungen.</li></ul>`,
      ),
      heading("blog-bildverarbeitung-h2-3", 2, "Messen, prüfen, identifizieren"),
      paragraph(
        "blog-bildverarbeitung-p-3",
        `<p>Typische Aufgaben in unseren Prüfanlagen sind die Maßkontrolle von Dreh- und Frästeilen, die Vollständigkeitsprüfung von Baugruppen und die Lageerkennung für das Robotergreifen. Mit telezentrischen Objektiven erreichen wir bei Bauteilen bis 50 Millimeter Messunsicherheiten im Bereich weniger Mikrometer. Wichtig ist dabei eine ehrliche Fähigkeitsuntersuchung: Erst wenn die Messsystemanalyse nach anerkannten Verfahren bestanden ist, ersetzt die Kamera das taktile Messmittel.</p><p>Ein Beispiel aus der Praxis: Für einen Hersteller von Hydraulikkomponenten haben wir eine Station gebaut, die Steuerkolben auf Durchmesser, Nutlage und Oberflächenfehler prüft. Bei einer Taktzeit von sechs Sekunden arbeiten drei Kameras mit zwei Beleuchtungsarten zusammen. Reklamationen wegen Maßabweichungen sind seit der Inbetriebnahme nicht mehr aufgetreten.</p>`,
      ),
      heading("blog-bildverarbeitung-h2-4", 2, "Integration in die Linie und Vorgehen"),
      paragraph(
        "blog-bildverarbeitung-p-4",
        `<p>Eine Prüfstation entfaltet ihren Nutzen erst, wenn sie sauber in den Materialfluss eingebunden ist. Schlechtteile werden automatisch ausgeschleust, Prüfergebnisse mit Seriennummer gespeichert und an übergeordnete Systeme gemeldet. Ebenso wichtig ist die Bedienoberfläche: Einrichter müssen Prüfprogramme für neue Varianten anlegen und Toleranzen anpassen können, ohne dafür einen Spezialisten rufen zu müssen.</p><p>Am Anfang steht immer eine Machbarkeitsuntersuchung mit Gut- und Schlechtteilen aus Ihrer Serie. Sie zeigt, welche Merkmale sicher erkannt werden und welche Beleuchtung dafür nötig ist. Erst danach wird die Anlage ausgelegt. Mehr zu unseren Prüfanlagen lesen Sie im Bereich <a href="/automatisierung">Automatisierung</a>.</p>`,
      ),
    ],
  },
  {
    key: "blog-zwilling",
    slug: "digitaler-zwilling-in-der-montage",
    title: "Digitaler Zwilling in der Montage",
    content_type: "blog",
    is_published: true,
    show_in_footer_navigation: false,
    meta_title: "Digitaler Zwilling in der Montage: Praxisnutzen",
    meta_description:
      "Virtuelle Inbetriebnahme, Taktzeitanalyse und Schulung am Modell: Wann sich ein digitaler Zwilling für Montageanlagen lohnt und wie er im Betrieb weiterlebt.",
    created_at: "2026-01-20T07:00:00.000Z",
    content: [
      blogMeta("blog-zwilling-meta", {
        author: "Christina Lange",
        publishDate: "2026-01-20",
        category: "Innovation",
        excerpt:
          "Mit dem digitalen Zwilling läuft das Steuerungsprogramm gegen ein Simulationsmodell, lange bevor die Anlage steht. Was das in der Praxis bringt.",
        readTime: 2,
        featuredImage: demoMedia("zwilling"),
      }),
      heading("blog-zwilling-h2-1", 2, "Was ein digitaler Zwilling wirklich ist"),
      paragraph(
        "blog-zwilling-p-1",
        `<p>Der Begriff „digitaler Zwilling“ wird inzwischen für vieles verwendet, vom 3D-Modell bis zur Datenbank. Wir verstehen darunter ein virtuelles Abbild einer Anlage, das Mechanik, Kinematik und Steuerungslogik so genau beschreibt, dass sich das Verhalten der realen Maschine am Rechner vorhersagen lässt. Für den Montageanlagenbau ist vor allem die <strong>virtuelle Inbetriebnahme</strong> interessant: Das SPS-Programm läuft gegen ein Simulationsmodell, lange bevor das erste Blech gebogen ist.</p>`,
      ),
      heading("blog-zwilling-h2-2", 2, "Virtuelle Inbetriebnahme spart Zeit beim Kunden"),
      paragraph(
        "blog-zwilling-p-2",
        `<p>Klassisch wird eine Montageanlage erst mechanisch aufgebaut, dann verdrahtet und schließlich in Betrieb genommen. Programmierfehler zeigen sich dabei spät – oft erst beim Kunden, wenn jede Stunde Stillstand teuer ist. Mit dem digitalen Zwilling testen wir Abläufe, Verriegelungen und Fehlerszenarien parallel zur Konstruktion. In unseren Projekten hat sich die Inbetriebnahmezeit vor Ort dadurch um 30 bis 50 Prozent verkürzt.</p>`,
      ),
      heading("blog-zwilling-h2-3", 2, "Typische Einsatzfelder"),
      paragraph(
        "blog-zwilling-p-3",
        `<ul><li><strong>Taktzeitanalyse:</strong> Engpässe werden sichtbar, bevor die Anlage gebaut ist, und lassen sich durch Pufferstrecken oder parallele Stationen gezielt auflösen.</li><li><strong>Kollisionsprüfung:</strong> Bewegungen von Robotern, Greifern und Förderern werden auf Überschneidungen geprüft.</li><li><strong>Schulung:</strong> Bedienpersonal übt Abläufe und Störungsbehebung am Modell, ohne die Produktion zu stören.</li><li><strong>Änderungen im Betrieb:</strong> Neue Varianten werden zunächst virtuell erprobt und erst danach auf die reale Anlage übertragen.</li></ul><p>Welche dieser Anwendungen im Vordergrund steht, hängt von der Anlage ab. Bei Linien mit vielen Varianten ist die Taktzeitanalyse meist der größte Hebel, bei Anlagen mit wechselndem Bedienpersonal die Schulung am Modell.</p>`,
      ),
      heading("blog-zwilling-h2-4", 2, "Aufwand und Nutzen realistisch bewerten"),
      paragraph(
        "blog-zwilling-p-4",
        `<p>Ein digitaler Zwilling ist kein Selbstzweck. Das Simulationsmodell muss erstellt und gepflegt werden, und nicht jede Anlage rechtfertigt diesen Aufwand. Sinnvoll ist er vor allem bei komplexen Anlagen mit vielen Stationen, bei enger Terminplanung und bei Anlagen, die über Jahre weiterentwickelt werden. Für eine einfache Einzelstation reicht oft ein sorgfältiger Test am realen Aufbau. Wir treffen diese Entscheidung gemeinsam mit unseren Kunden in der Konzeptphase.</p><p>Der größte Nutzen entsteht, wenn der Zwilling nach der Übergabe weiterlebt. Wird das Modell mit Betriebsdaten aus der Anlage verknüpft, lassen sich Optimierungen zuerst am Rechner durchspielen, bevor sie in die laufende Produktion eingreifen. Voraussetzung sind eine saubere Datenbasis und standardisierte Schnittstellen, etwa über OPC UA. Wer heute eine neue Montageanlage plant, sollte den digitalen Zwilling deshalb von Beginn an im Lastenheft berücksichtigen.</p>`,
      ),
    ],
  },
  {
    key: "blog-ki",
    slug: "ki-gestuetzte-qualitaetspruefung",
    title: "KI-gestützte Qualitätsprüfung",
    content_type: "blog",
    is_published: true,
    show_in_footer_navigation: false,
    meta_title: "KI-gestützte Qualitätsprüfung in der Fertigung",
    meta_description:
      "Wann neuronale Netze die klassische Bildverarbeitung sinnvoll ergänzen, warum die Trainingsdaten entscheiden und wie sich KI-Prüfungen absichern lassen.",
    created_at: "2026-03-10T07:00:00.000Z",
    content: [
      blogMeta("blog-ki-meta", {
        author: "Dr. Lena Vogt",
        publishDate: "2026-03-10",
        category: "KI & Machine Learning",
        excerpt:
          "Kratzer, Lunker, Verfärbungen: Wo feste Schwellwerte versagen, kann maschinelles Lernen helfen – wenn Datenbasis und Absicherung stimmen.",
        readTime: 2,
        featuredImage: demoMedia("messraum"),
      }),
      heading("blog-ki-h2-1", 2, "Wo klassische Bildverarbeitung an Grenzen kommt"),
      paragraph(
        "blog-ki-p-1",
        `<p>Regelbasierte Bildverarbeitung ist stark, wenn sich Fehler eindeutig beschreiben lassen: ein Maß außerhalb der Toleranz, eine fehlende Bohrung, ein falscher Code. Schwieriger wird es bei Merkmalen mit natürlicher Streuung – Kratzer auf gestrahlten Oberflächen, Lunker in Gussteilen oder Verfärbungen an Schweißnähten. Hier stoßen feste Schwellwerte schnell an Grenzen: Entweder werden zu viele Gutteile aussortiert, oder echte Fehler rutschen durch.</p>`,
      ),
      heading("blog-ki-h2-2", 2, "Wie ein KI-Modell lernt, Fehler zu erkennen"),
      paragraph(
        "blog-ki-p-2",
        `<p>Verfahren des maschinellen Lernens, insbesondere neuronale Netze, lernen aus Beispielen. Statt Regeln zu programmieren, zeigt man dem System eine große Zahl von Bildern, die erfahrene Prüfer als gut oder fehlerhaft bewertet haben. Das Modell erkennt daraus selbst, welche Muster einen Fehler ausmachen. Für seltene Fehlerbilder eignen sich Verfahren der Anomalieerkennung, die nur mit Gutteilen trainiert werden und alles melden, was vom Normalzustand abweicht.</p>`,
      ),
      heading("blog-ki-h3-1", 3, "Die Trainingsdaten entscheiden"),
      paragraph(
        "blog-ki-p-3",
        `<p>Die Qualität eines KI-Modells hängt unmittelbar von seinen Trainingsdaten ab. In unseren Projekten hat sich bewährt:</p><ul><li>Bilder unter denselben Bedingungen aufnehmen, unter denen später geprüft wird.</li><li>Fehlerklassen gemeinsam mit der Qualitätssicherung eindeutig definieren und Grenzmuster festlegen.</li><li>Bilder von mehreren Prüfern bewerten lassen, um Widersprüche aufzudecken.</li><li>Einen Teil der Daten zurückhalten, um das Modell unabhängig zu validieren.</li></ul>`,
      ),
      heading("blog-ki-h2-3", 2, "Nachvollziehbar absichern, sinnvoll kombinieren"),
      paragraph(
        "blog-ki-p-4",
        `<p>In der Qualitätsprüfung reicht es nicht, dass ein Modell meistens richtig liegt. Kunden und Auditoren wollen wissen, wie sicher die Prüfung ist. Wir dokumentieren deshalb Schlupf und Pseudoausschuss anhand eines festen Validierungsdatensatzes und machen sichtbar, welche Bildbereiche zur Entscheidung geführt haben. Änderungen am Modell behandeln wir wie Änderungen an einem Prüfprogramm: versioniert, freigegeben und nachvollziehbar. Mit Blick auf die europäische KI-Verordnung dokumentieren wir außerdem Zweck, Datenbasis und Grenzen jedes Systems.</p><p>In der Praxis ersetzt KI die klassische Bildverarbeitung selten vollständig. Die besten Ergebnisse erzielen hybride Systeme: Maße und Codes werden regelbasiert geprüft, Oberflächenmerkmale bewertet ein trainiertes Modell. So bleibt die Prüfung dort exakt, wo exakte Grenzwerte gelten, und wird dort robust, wo Erfahrung gefragt ist.</p><p>Unser Fazit: KI-gestützte Prüfung ist reif für den industriellen Einsatz, wenn Datenbasis, Prüfkonzept und Absicherung stimmen. Ein Pilotprojekt an einer ausgewählten Station zeigt mit überschaubarem Aufwand, welches Potenzial in Ihrer Anwendung steckt. <a href="/kontakt">Sprechen Sie uns an.</a></p>`,
      ),
    ],
  },
  {
    key: "blog-nachhaltigkeit",
    slug: "nachhaltigkeit-in-der-lieferkette",
    title: "Nachhaltigkeit in der Lieferkette",
    content_type: "blog",
    is_published: true,
    show_in_footer_navigation: false,
    meta_title: "Nachhaltigkeit in der Lieferkette – unser Ansatz",
    meta_description:
      "Verhaltenskodex, Mehrwegbehälter, Photovoltaik und CO₂-Daten: Wie wir als Mittelständler unsere Lieferkette transparenter und nachhaltiger gestalten.",
    created_at: "2026-04-21T07:00:00.000Z",
    content: [
      blogMeta("blog-nachhaltigkeit-meta", {
        author: "Dr. Katrin Brenner",
        publishDate: "2026-04-21",
        category: "Allgemein",
        excerpt:
          "Kunden fragen nach CO₂-Daten, Herkunft und Sorgfaltspflichten. Wie wir als Mittelständler Transparenz schaffen und Emissionen konkret senken.",
        readTime: 2,
        featuredImage: demoMedia("nachhaltigkeit"),
      }),
      heading("blog-nachhaltigkeit-h2-1", 2, "Warum Nachhaltigkeit den Einkauf verändert"),
      paragraph(
        "blog-nachhaltigkeit-p-1",
        `<p>Nachhaltigkeit ist im industriellen Einkauf längst kein weiches Kriterium mehr. Große Auftraggeber geben Anforderungen aus gesetzlichen Sorgfaltspflichten und eigenen Klimazielen an ihre Lieferanten weiter. Fragebögen zu CO₂-Emissionen, Energieverbrauch und Herkunft von Rohstoffen gehören inzwischen zum Alltag vieler Zulieferer. Für uns als Mittelständler ist das eine Herausforderung – und zugleich eine Chance, uns als verlässlicher Partner zu zeigen.</p>`,
      ),
      heading("blog-nachhaltigkeit-h2-2", 2, "Transparenz über die eigene Lieferkette"),
      paragraph(
        "blog-nachhaltigkeit-p-2",
        `<p>Im C-Teile-Geschäft arbeiten wir mit rund 60 Herstellern aus Deutschland, dem übrigen Europa und Asien zusammen. Alle Lieferanten verpflichten sich auf unseren Verhaltenskodex, der Arbeitsbedingungen, Umweltschutz und Korruptionsbekämpfung regelt. Lieferanten mit erhöhtem Risiko bewerten wir jährlich anhand von Selbstauskünften, Zertifikaten und Audits. Wo es technisch und wirtschaftlich möglich ist, verlagern wir die Beschaffung näher an unseren Standort. Dabei geht es nicht um Misstrauen, sondern um Verlässlichkeit: Wer seine Vorlieferanten kennt, erkennt Risiken früher und kann Kunden belastbar Auskunft geben.</p>`,
      ),
      heading("blog-nachhaltigkeit-h2-3", 2, "Weniger Transporte, weniger Verpackung"),
      paragraph(
        "blog-nachhaltigkeit-p-3",
        `<p>Ein oft unterschätzter Hebel liegt in der Logistik selbst. Kanban-Systeme bündeln Lieferungen in festen Rhythmen, statt viele Einzelbestellungen per Paketdienst zu verschicken. Als Behälter dienen Mehrwegbehälter aus Kunststoff, die über Jahre im Umlauf bleiben. Einwegkartons und Füllmaterial entfallen dadurch fast vollständig. Auch die Tourenplanung trägt dazu bei: Unsere Fahrzeuge beliefern Kunden in derselben Region auf gemeinsamen Routen. Bei unseren Kanban-Kunden hat sich die Zahl der Anlieferungen im Schnitt mehr als halbiert.</p>`,
      ),
      heading("blog-nachhaltigkeit-h2-4", 2, "Unser Beitrag am Standort Kassel – mit belastbaren Zahlen"),
      paragraph(
        "blog-nachhaltigkeit-p-4",
        `<ul><li>Seit 2024 deckt eine Photovoltaikanlage auf unseren Hallendächern rund ein Viertel unseres Strombedarfs.</li><li>Kühlschmierstoffe werden zentral aufbereitet und dadurch deutlich länger genutzt.</li><li>Späne aus Stahl, Aluminium und Messing werden sortenrein getrennt und vollständig dem Recycling zugeführt.</li><li>Unser Umweltmanagement ist nach ISO 14001 zertifiziert.</li></ul><p>Glaubwürdig wird Nachhaltigkeit erst durch belastbare Zahlen. Wir erfassen unsere Emissionen nach dem Greenhouse Gas Protocol und stellen Kunden auf Wunsch produktbezogene Angaben zur Verfügung, etwa den CO₂-Fußabdruck einer Baugruppe. Noch liefern nicht alle Vorlieferanten entsprechende Daten. Gemeinsam mit ihnen arbeiten wir daran, diese Lücken Schritt für Schritt zu schließen.</p><p>Nachhaltige Lieferketten entstehen nicht durch einzelne Maßnahmen, sondern durch Zusammenarbeit über mehrere Stufen hinweg. Wenn Sie Fragen zu unseren Nachweisen haben oder gemeinsame Projekte anstoßen möchten, <a href="/kontakt">nehmen Sie Kontakt mit uns auf</a>.</p>`,
      ),
    ],
  },

  // ---------------------------------------------------------------- Downloads
  {
    key: "downloads",
    slug: "downloads",
    title: "Downloads",
    content_type: "basis",
    is_published: true,
    show_in_footer_navigation: false,
    meta_title: "Downloads – Zertifikate, Datenblätter, Broschüren",
    meta_description:
      "Zertifikate nach ISO 9001 und ISO 14001, Datenblätter zu Kanban, Robotik und Prüftechnik sowie unser Produktkatalog von Brenner zum Herunterladen.",
    created_at: "2025-02-11T09:00:00.000Z",
    content: [
      heading("downloads-h1", 1, "Downloads"),
      paragraph(
        "downloads-p-1",
        `<p>Hier stellen wir Ihnen Zertifikate, Produktdatenblätter, Broschüren und weitere Unterlagen zum Herunterladen bereit. Sie vermissen ein Dokument? Schreiben Sie uns über die Seite <a href="/kontakt">Kontakt</a>, wir senden es Ihnen gern zu.</p>`,
      ),
    ],
  },

  // ---------------------------------------------------------------- Draft
  {
    key: "messe-highlights-2027",
    slug: "messe-highlights-2027",
    title: "Messe-Highlights 2027 (Entwurf)",
    content_type: "basis",
    is_published: false,
    show_in_footer_navigation: false,
    meta_title: "Messe-Highlights 2027 – Brenner Industrietechnik",
    meta_description:
      "Treffen Sie Brenner Industrietechnik 2027 auf Fachmessen: neue Robotik-Zellen, e-Kanban mit RFID und KI-gestützte Prüftechnik live erleben und besprechen.",
    created_at: "2026-05-05T09:00:00.000Z",
    content: [
      heading("messe-2027-h1", 1, "Messe-Highlights 2027"),
      paragraph(
        "messe-2027-p-1",
        `<p>Auch 2027 sind wir auf den wichtigsten Fachmessen für Fertigung, Intralogistik und Automatisierung vertreten. Die genauen Termine und Standnummern veröffentlichen wir hier, sobald sie feststehen.</p>`,
      ),
      heading("messe-2027-h2-1", 2, "Das zeigen wir"),
      paragraph(
        "messe-2027-p-2",
        `<ul><li>Eine kompakte Robotik-Zelle zur Maschinenbeladung mit Umrüstung in unter zehn Minuten</li><li>e-Kanban mit RFID-Regalen und Live-Ansicht im Kundenportal</li><li>Eine Prüfstation, die klassische Bildverarbeitung und KI-gestützte Oberflächenprüfung kombiniert</li></ul>`,
      ),
      heading("messe-2027-h2-2", 2, "Termin vereinbaren"),
      paragraph(
        "messe-2027-p-3",
        `<p>Sie möchten sich am Stand Zeit für ein ausführliches Gespräch nehmen? <a href="/kontakt">Vereinbaren Sie vorab einen Termin</a> mit unserem Team.</p>`,
      ),
    ],
  },
  // ---------------------------------------------------------------- Every block type
  bausteinePage,
];

export const demoSettings: DemoSettings = {
  site_name: "Brenner Industrietechnik GmbH",
  site_description:
    "Drehteile, Frästeile und Baugruppen, C-Teile-Management mit Kanban und Automatisierungslösungen – seit 1982 aus Kassel für den Maschinen- und Anlagenbau.",
  meta_title: "Brenner Industrietechnik – Präzision aus Kassel",
  meta_description:
    "Dreh- und Frästeile, Baugruppen, C-Teile-Management mit Kanban und Automatisierung: Brenner Industrietechnik liefert seit über 40 Jahren aus Kassel.",
  default_contact_email: EMAIL,
  social_links: {
    linkedin: "https://linkedin.example/company/brenner-industrietechnik",
  },
  footer: {
    tagline: "Präzision aus Kassel – seit 1982.",
    copyright_text: "Alle Rechte vorbehalten",
  },
};
