import { z } from "zod";
import { deMenu } from "~/i18n/menu";
import { AGGREGATE_RETENTION_MONTHS_DEFAULT, AGGREGATE_RETENTION_MONTHS_MAX } from "./analytics";
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

/** A custom main-menu entry (issue 25): to another site, so http(s) only; placed like a page. */
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
    .refine(isHttpUrl, { error: ml.urlInvalid }),
  parentId: z.string().nullable().default(null),
  sortOrder: z.number({ error: ml.position_invalid }).int({ error: ml.position_invalid }).default(1000),
});

const legalPage = z.object({ enabled: z.boolean().default(false), pageId: id }).prefault({});

/**
 * Site settings (spec §3) with the defaults of spec §9. `settingsSchema.parse({})` is a complete,
 * valid default settings object; every field can be omitted.
 */
export const settingsSchema = z.object({
  siteName: z.string().max(200).default("Meine Website"),
  siteDescription: optionalText,
  metaTitle: z.string().max(200).default(""),
  metaDescription: z.string().max(500).default(""),
  primaryColor: hexColor.default("#3B82F6"),
  accentColor: hexColor.default("#10B981"),
  socialLinks: z
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
  defaultContactEmail: z.union([z.email("Ungültige E-Mail-Adresse"), z.literal("")]).default(""),
  header: z
    .object({
      showLogo: z.boolean().default(true),
      logoAssetId: id,
      logoSize: z.enum(LOGO_SIZES).default("medium"),
    })
    .prefault({}),
  footer: z
    .object({
      backgroundColor: hexColor.default("#111827"),
      textColor: hexColor.default("#FFFFFF"),
      showLogo: z.boolean().default(true),
      logoAssetId: id,
      logoSize: z.enum(LOGO_SIZES).default("medium"),
      copyrightText: z.string().max(300).default("Alle Rechte vorbehalten"),
      tagline: optionalText,
      layout: z.enum(FOOTER_LAYOUTS).default("four-column"),
      navigation: z
        .object({
          enabled: z.boolean().default(true),
          showBlogLink: z.boolean().default(true),
          showDownloadsLink: z.boolean().default(true),
        })
        .prefault({}),
    })
    .prefault({}),
  blog: z
    .object({
      enabled: z.boolean().default(true),
      overviewPageId: id,
      categories: z.array(z.string().min(1).max(80)).default(DEFAULT_BLOG_CATEGORIES),
    })
    .prefault({}),
  downloads: z.object({ enabled: z.boolean().default(true), overviewPageId: id }).prefault({}),
  /** Beyond the spec: contact form submissions are deleted after this many months (GDPR). */
  inbox: z
    .object({
      retentionMonths: z
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
      retentionMonths: z
        .number({ error: "Bitte eine ganze Zahl von Monaten angeben" })
        .int({ error: "Bitte eine ganze Zahl von Monaten angeben" })
        .min(1, { error: "Mindestens 1 Monat" })
        .max(AGGREGATE_RETENTION_MONTHS_MAX, { error: `Höchstens ${AGGREGATE_RETENTION_MONTHS_MAX} Monate` })
        .default(AGGREGATE_RETENTION_MONTHS_DEFAULT),
    })
    .prefault({}),
  legalPages: z
    .object({ agb: legalPage, datenschutz: legalPage, impressum: legalPage })
    .prefault({}),
  /** Issue 29: the team's rules (people page and log). */
  team: z
    .object({
      /** 'Registrierung erlauben': open sign-up (spec §2); off: only invited people get in. */
      allowSignUp: z.boolean().default(true),
      /** 'Zwei-Faktor für Administratoren verlangen'. */
      requireTwoFactorForAdmins: z.boolean().default(false),
      /** The log keeps entries this many days. */
      logRetentionDays: z
        .number({ error: "Bitte eine ganze Zahl von Tagen angeben" })
        .int({ error: "Bitte eine ganze Zahl von Tagen angeben" })
        .min(1, { error: "Mindestens 1 Tag" })
        .max(3650, { error: "Höchstens 3650 Tage" })
        .default(365),
    })
    .prefault({}),
  /** Beyond the spec (issue 25): links to other sites in the main menu. */
  menuLinks: z.array(menuLinkSchema).max(MENU_LINKS_MAX, { error: ml.tooMany(MENU_LINKS_MAX) }).default([]),
});

export type SiteSettings = z.infer<typeof settingsSchema>;

export function defaultSettings(): SiteSettings {
  return settingsSchema.parse({});
}
