import crypto from "node:crypto";

/**
 * The demo as the seed writes it, by fingerprint (issue 39): installations seeded before the demo
 * record (demo-record.server.ts) existed have no record, so the WordPress import recognises their
 * untouched demo by content instead. Each page's fingerprint covers everything a user could change
 * in words or address (slug, title, kind, parent, online state, legal flag, meta texts, the whole
 * stored content); media in the content count by the asset's name, not its storage address, which
 * differs per installation. A page whose fingerprint is not listed here is the user's own.
 *
 * Kept as constants, not computed from demo-content.ts at run time: the demo's media module reads
 * its pictures through Vite (`?raw`), which the command line's bundle does not load. The unit test
 * beside this file computes the seed's fingerprints again and fails (printing the new ones) when
 * the demo changes; add the new seed as another entry then, and keep the old ones: installations
 * seeded with them still have their pages.
 */

export interface DemoPageState {
  slug: string;
  title: string;
  content_type: string;
  /** The parent page's slug (null: top level). */
  parent: string | null;
  is_published: boolean;
  is_legal: boolean;
  meta_title: string | null;
  meta_description: string | null;
  content: unknown;
}

/** Keys sorted at every depth (PostgreSQL's jsonb returns its own key order), undefined dropped. */
function stable(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === "object") return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort((v as Record<string, unknown>)[k])]));
    return v;
  };
  return JSON.stringify(sort(JSON.parse(JSON.stringify(value ?? null))));
}

/** Every string that `token` knows (a media address) replaced by its token, deep. */
function tokenised(value: unknown, token: (text: string) => string | null): unknown {
  if (typeof value === "string") return token(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => tokenised(v, token));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tokenised(v, token)]));
  return value;
}

/** A media address's token in a fingerprint: the asset's file name. */
export function mediaToken(name: string): string {
  return `asset:${name}`;
}

/** The fingerprint of a page's state; `token` maps a media address to mediaToken(asset name). */
export function demoPageFingerprint(page: DemoPageState, token: (text: string) => string | null): string {
  const state = {
    slug: page.slug,
    title: page.title,
    content_type: page.content_type,
    parent: page.parent,
    is_published: page.is_published,
    is_legal: page.is_legal,
    meta_title: page.meta_title ?? null,
    meta_description: page.meta_description ?? null,
    content: tokenised(page.content, token),
  };
  return crypto.createHash("sha256").update(stable(state)).digest("hex").slice(0, 32);
}

export interface DemoSeed {
  /** Slug → fingerprint of each page as seeded. */
  pages: Record<string, string>;
  /** The media as seeded: file name and folder name. */
  media: { name: string; folder: string }[];
  /** The demo's folders (top level). */
  folders: { name: string; download: boolean }[];
  /** The demo's texts in the settings, as the demo record holds them ("field" or "group.field" → value). */
  texts: Record<string, string>;
}

/** The seeds a WordPress import recognises, newest first. Generated: see the test beside this file. */
export const DEMO_SEEDS: DemoSeed[] = [
  // @generated-demo-seed-start
  {
    "pages": {
      "home": "80ce3f450b652db49cb85468f204dc24",
      "ueber-uns": "74fedb1a1aec206e2d6ccf6ba650bff5",
      "unternehmensprofil": "e1c5ab47d2bf42fe605784e8f05cc30c",
      "leistungen": "de01890c8d4eff960951c09465b0e300",
      "c-teile-management": "0af263c88349776270ff7cc7f76fe154",
      "automatisierung": "19b498780ee543021e3c2717782e29c2",
      "referenzen": "828e784824a79739417356d59ecc589e",
      "kontakt": "6e2ac1f2e9217c6a0c3783e29e79e228",
      "impressum": "ef7ec2b8c6b34c785d90b0a8c8f97dde",
      "datenschutz": "1fbaa3dfa1204b155034b25843f3e7b7",
      "agb": "46483362c76a583a82612a4152288d8e",
      "blog": "b0cc4ad0bcdf664e60a587ae96ab65ee",
      "kanban-systeme-fuer-c-teile-so-sinken-prozesskosten": "3aae02155513cdc1898060e603fca1e0",
      "robotik-zellen-fuer-kleine-losgroessen": "caece4b94fed83c871351c412c5403ad",
      "opc-ua-in-der-praxis": "ed8453eab5b90ee017052e025962f25c",
      "pruefautomation-mit-bildverarbeitung": "c1b1ce872bc255d22868eafc2ad40815",
      "digitaler-zwilling-in-der-montage": "1aa31da544a40ddc7a0c1caf5a0383aa",
      "ki-gestuetzte-qualitaetspruefung": "fafea602fc7de0fe9e2fcda988c50615",
      "nachhaltigkeit-in-der-lieferkette": "0c512c68d166b6a659a4912750b82048",
      "downloads": "13beaa4a3a12faaf6c17d92036245710",
      "messe-highlights-2027": "c376bbb841733f48c37e6628b22195fd",
      "bausteine": "02b377beb774603f549336e677c97d07"
    },
    "media": [
      {
        "name": "Fertigungshalle.jpg",
        "folder": "Website-Bilder"
      },
      {
        "name": "Team.jpg",
        "folder": "Website-Bilder"
      },
      {
        "name": "Fraeszentrum.jpg",
        "folder": "Website-Bilder"
      },
      {
        "name": "Kanban-Regal.jpg",
        "folder": "Website-Bilder"
      },
      {
        "name": "Messraum.jpg",
        "folder": "Website-Bilder"
      },
      {
        "name": "Robotik-Zelle.jpg",
        "folder": "Website-Bilder"
      },
      {
        "name": "Schaltschrank-OPC-UA.jpg",
        "folder": "Website-Bilder"
      },
      {
        "name": "Pruefstation-Bildverarbeitung.jpg",
        "folder": "Website-Bilder"
      },
      {
        "name": "Digitaler-Zwilling.jpg",
        "folder": "Website-Bilder"
      },
      {
        "name": "Photovoltaik-Halle.jpg",
        "folder": "Website-Bilder"
      },
      {
        "name": "Baugruppenmontage.jpg",
        "folder": "Website-Bilder"
      },
      {
        "name": "Signalton.wav",
        "folder": "Website-Bilder"
      },
      {
        "name": "Datenblatt Kanban-Regal KR-400.pdf",
        "folder": "Datenblätter"
      },
      {
        "name": "Datenblatt Robotik-Zelle RZ-200.pdf",
        "folder": "Datenblätter"
      },
      {
        "name": "Datenblatt Prüfstation PS-4 Vision.pdf",
        "folder": "Datenblätter"
      },
      {
        "name": "Werkstoffübersicht Zerspanung.pdf",
        "folder": "Datenblätter"
      },
      {
        "name": "Zertifikat ISO 9001.pdf",
        "folder": "Zertifikate"
      },
      {
        "name": "Zertifikat ISO 14001.pdf",
        "folder": "Zertifikate"
      },
      {
        "name": "Produktkatalog 2025.pdf",
        "folder": "Broschüren"
      },
      {
        "name": "Logo Brenner Industrietechnik.png",
        "folder": "Website-Bilder"
      }
    ],
    "folders": [
      {
        "name": "Datenblätter",
        "download": true
      },
      {
        "name": "Zertifikate",
        "download": true
      },
      {
        "name": "Broschüren",
        "download": true
      },
      {
        "name": "Website-Bilder",
        "download": false
      }
    ],
    "texts": {
      "site_name": "Brenner Industrietechnik GmbH",
      "site_description": "Drehteile, Frästeile und Baugruppen, C-Teile-Management mit Kanban und Automatisierungslösungen – seit 1982 aus Kassel für den Maschinen- und Anlagenbau.",
      "meta_title": "Brenner Industrietechnik – Präzision aus Kassel",
      "meta_description": "Dreh- und Frästeile, Baugruppen, C-Teile-Management mit Kanban und Automatisierung: Brenner Industrietechnik liefert seit über 40 Jahren aus Kassel.",
      "default_contact_email": "info@brenner-industrietechnik.example",
      "footer.tagline": "Präzision aus Kassel – seit 1982.",
      "social_links.linkedin": "https://linkedin.example/company/brenner-industrietechnik"
    }
  },
  // @generated-demo-seed-end
];
