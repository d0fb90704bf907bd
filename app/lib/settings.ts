import { z } from "zod";
import { deLegacyImages } from "~/i18n/legacy-images";
import { deMenu } from "~/i18n/menu";
import { AGGREGATE_RETENTION_MONTHS_DEFAULT, AGGREGATE_RETENTION_MONTHS_MAX } from "./analytics";
import { isLegacyImageHost, LEGACY_IMAGE_HOSTS_MAX } from "./legacy-image-hosts";
import { RETENTION_MONTHS_DEFAULT, RETENTION_MONTHS_MAX } from "./inbox";

/** Spec §9 default blog categories. */
export const DEFAULT_BLOG_CATEGORIES = [
  "Technologie",
  "Automatisierung",
  "Industrie 4.0",
  "Innovation",
  "Digitalisierung",
  "KI & Machine Learning",
  "Allgemein",
];

export const LOGO_SIZES = ["small", "medium", "large", "xlarge"] as const;
/** Spec §9: logo heights in px. */
export const LOGO_SIZE_PX: Record<(typeof LOGO_SIZES)[number], number> = {
  small: 24,
  medium: 32,
  large: 40,
  xlarge: 48,
};

export const FOOTER_LAYOUTS = ["two-column", "three-column", "four-column"] as const;

const hexColor = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "Farbe als #rrggbb angeben");
const optionalText = z.string().max(2000).default("");
const id = z.string().nullable().default(null);

const ml = deMenu.links;
export const MENU_LINK_LABEL_MAX = 60;
export const MENU_LINKS_MAX = 20;

/** An absolute http(s) address with a host name (no javascript:, mailto: or relative paths). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * Our own addresses a custom menu entry may lead to: the blog and the downloads are no menu pages
 * (their slugs are left out of the main navigation), so a WordPress menu's 'Blog' entry becomes a
 * custom entry to /blog (issue 39).
 */
export const MENU_LINK_OWN_PATHS = ["/blog", "/downloads"] as const;

/** A custom menu entry's address: http(s) to another site, or one of MENU_LINK_OWN_PATHS. */
export function isMenuLinkUrl(value: string): boolean {
  return (MENU_LINK_OWN_PATHS as readonly string[]).includes(value) || isHttpUrl(value);
}

/** A custom main-menu entry (issue 25): to another site (http(s)) or the blog/downloads; placed like a page. */
export const menuLinkSchema = z.object({
  id: z.string().trim().min(1).max(100),
  label: z
    .string({ error: ml.labelRequired })
    .trim()
    .min(1, { error: ml.labelRequired })
    .max(MENU_LINK_LABEL_MAX, { error: ml.labelTooLong(MENU_LINK_LABEL_MAX) }),
  url: z
    .string({ error: ml.urlInvalid })
    .trim()
    .max(2000, { error: ml.urlInvalid })
    .refine(isMenuLinkUrl, { error: ml.urlInvalid }),
  parent_id: z.string().nullable().default(null),
  sort_order: z.number({ error: ml.position_invalid }).int({ error: ml.position_invalid }).default(1000),
});

const legalPage = z.object({ enabled: z.boolean().default(false), page_id: id }).prefault({});

/**
 * Site settings (spec §3) with the defaults of spec §9. `settingsSchema.parse({})` is a complete,
 * valid default settings object; every field can be omitted. The names are snake_case (decision
 * 032): this one schema is the stored document, the API's body and its OpenAPI schema. Settings
 * stored under the spec's camelCase names are renamed when read (app/server/settings/names.server.ts).
 */
export const settingsSchema = z.object({
  site_name: z.string().max(200).default("Meine Website"),
  site_description: optionalText,
  meta_title: z.string().max(200).default(""),
  meta_description: z.string().max(500).default(""),
  primary_color: hexColor.default("#3B82F6"),
  accent_color: hexColor.default("#10B981"),
  social_links: z
    .object({
      facebook: z.string().default(""),
      twitter: z.string().default(""),
      instagram: z.string().default(""),
      linkedin: z.string().default(""),
    })
    .prefault({}),
  features: z
    .object({ analytics: z.boolean().default(false), comments: z.boolean().default(false) })
    .prefault({}),
  default_contact_email: z.union([z.email("Ungültige E-Mail-Adresse"), z.literal("")]).default(""),
  header: z
    .object({
      show_logo: z.boolean().default(true),
      logo_asset_id: id,
      logo_size: z.enum(LOGO_SIZES).default("medium"),
    })
    .prefault({}),
  footer: z
    .object({
      background_color: hexColor.default("#111827"),
      text_color: hexColor.default("#FFFFFF"),
      show_logo: z.boolean().default(true),
      logo_asset_id: id,
      logo_size: z.enum(LOGO_SIZES).default("medium"),
      copyright_text: z.string().max(300).default("Alle Rechte vorbehalten"),
      tagline: optionalText,
      layout: z.enum(FOOTER_LAYOUTS).default("four-column"),
      navigation: z
        .object({
          enabled: z.boolean().default(true),
          show_blog_link: z.boolean().default(true),
          show_downloads_link: z.boolean().default(true),
        })
        .prefault({}),
    })
    .prefault({}),
  blog: z
    .object({
      enabled: z.boolean().default(true),
      overview_page_id: id,
      categories: z.array(z.string().min(1).max(80)).default(DEFAULT_BLOG_CATEGORIES),
    })
    .prefault({}),
  downloads: z.object({ enabled: z.boolean().default(true), overview_page_id: id }).prefault({}),
  /** Beyond the spec: contact form submissions are deleted after this many months (GDPR). */
  inbox: z
    .object({
      retention_months: z
        .number({ error: "Bitte eine ganze Zahl von Monaten angeben" })
        .int({ error: "Bitte eine ganze Zahl von Monaten angeben" })
        .min(1, { error: "Mindestens 1 Monat" })
        .max(RETENTION_MONTHS_MAX, { error: `Höchstens ${RETENTION_MONTHS_MAX} Monate` })
        .default(RETENTION_MONTHS_DEFAULT),
    })
    .prefault({}),
  /** Beyond the spec: the visitor statistics' daily sums are deleted after this many months. */
  analytics: z
    .object({
      retention_months: z
        .number({ error: "Bitte eine ganze Zahl von Monaten angeben" })
        .int({ error: "Bitte eine ganze Zahl von Monaten angeben" })
        .min(1, { error: "Mindestens 1 Monat" })
        .max(AGGREGATE_RETENTION_MONTHS_MAX, { error: `Höchstens ${AGGREGATE_RETENTION_MONTHS_MAX} Monate` })
        .default(AGGREGATE_RETENTION_MONTHS_DEFAULT),
    })
    .prefault({}),
  legal_pages: z
    .object({ agb: legalPage, datenschutz: legalPage, impressum: legalPage })
    .prefault({}),
  /** Issue 29: the team's rules (people page and log). */
  team: z
    .object({
      /** 'Registrierung erlauben': open sign-up (spec §2); off: only invited people get in. */
      allow_sign_up: z.boolean().default(true),
      /** 'Zwei-Faktor für Administratoren verlangen'. */
      require_two_factor_for_admins: z.boolean().default(false),
      /** The log keeps entries this many days. */
      log_retention_days: z
        .number({ error: "Bitte eine ganze Zahl von Tagen angeben" })
        .int({ error: "Bitte eine ganze Zahl von Tagen angeben" })
        .min(1, { error: "Mindestens 1 Tag" })
        .max(3650, { error: "Höchstens 3650 Tage" })
        .default(365),
    })
    .prefault({}),
  /** Beyond the spec (issue 25): links to other sites in the main menu. */
  menu_links: z.array(menuLinkSchema).max(MENU_LINKS_MAX, { error: ml.tooMany(MENU_LINKS_MAX) }).default([]),
  /**
   * Issue 39: 'Bilder der alten Website anzeigen'. Hosts whose images the Content-Security-Policy
   * allows while a move from the old site lasts (app/lib/legacy-image-hosts.ts); empty: off.
   */
  legacy_image_hosts: z
    .array(
      z
        .string({ error: deLegacyImages.errors.host })
        .trim()
        .toLowerCase()
        .refine(isLegacyImageHost, { error: deLegacyImages.errors.host }),
      { error: deLegacyImages.errors.list },
    )
    .max(LEGACY_IMAGE_HOSTS_MAX, { error: deLegacyImages.errors.tooMany(LEGACY_IMAGE_HOSTS_MAX) })
    .superRefine((hosts, ctx) => {
      hosts.forEach((host, index) => {
        if (hosts.indexOf(host) !== index) ctx.addIssue({ code: "custom", path: [index], message: deLegacyImages.errors.duplicate(host) });
      });
    })
    .default([]),
});

export type SiteSettings = z.infer<typeof settingsSchema>;

export function defaultSettings(): SiteSettings {
  return settingsSchema.parse({});
}
