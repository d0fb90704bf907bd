/**
 * The settings document's names before decision 032 (the spec's camelCase, §3) and now
 * (snake_case). One explicit table, not a generic key transform: only the names the settings ever
 * had are renamed, at the place they had them (a content key that happens to be camelCase, or the
 * old app's legacy flags like `showInFooter` that the spec §4 migration reads, stay as they are).
 *
 * Used where a stored document can still be in the old names: reading (getSettings: every reader
 * sees the new names), the spec §4 migration (which then stores the renamed form), the database
 * migration 0019 (renames every installation's stored row, also in a restored older backup) and
 * PUT /api/settings (an old name in a body is refused, naming the field, instead of being dropped).
 */

type Renames = Readonly<Record<string, string>>;

const TOP_LEVEL: Renames = {
  siteName: "site_name",
  siteDescription: "site_description",
  metaTitle: "meta_title",
  metaDescription: "meta_description",
  primaryColor: "primary_color",
  accentColor: "accent_color",
  socialLinks: "social_links",
  defaultContactEmail: "default_contact_email",
  legalPages: "legal_pages",
  menuLinks: "menu_links",
};

/** Per object of the document (a path of new names; `[]` is every entry of a list): old → new. */
const RENAMED: ReadonlyArray<readonly [path: readonly string[], renames: Renames]> = [
  [[], TOP_LEVEL],
  [["header"], { showLogo: "show_logo", logoAssetId: "logo_asset_id", logoSize: "logo_size" }],
  [
    ["footer"],
    {
      backgroundColor: "background_color",
      textColor: "text_color",
      showLogo: "show_logo",
      logoAssetId: "logo_asset_id",
      logoSize: "logo_size",
      copyrightText: "copyright_text",
    },
  ],
  [["footer", "navigation"], { showBlogLink: "show_blog_link", showDownloadsLink: "show_downloads_link" }],
  [["blog"], { overviewPageId: "overview_page_id" }],
  [["downloads"], { overviewPageId: "overview_page_id" }],
  [["inbox"], { retentionMonths: "retention_months" }],
  [["analytics"], { retentionMonths: "retention_months" }],
  [["legal_pages", "agb"], { pageId: "page_id" }],
  [["legal_pages", "datenschutz"], { pageId: "page_id" }],
  [["legal_pages", "impressum"], { pageId: "page_id" }],
  [["team"], { allowSignUp: "allow_sign_up", requireTwoFactorForAdmins: "require_two_factor_for_admins", logRetentionDays: "log_retention_days" }],
  [["menu_links", "[]"], { parentId: "parent_id", sortOrder: "sort_order" }],
];

type Obj = Record<string, unknown>;

function isObject(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The objects at `path` (new names) below `root`. */
function objectsAt(root: Obj, path: readonly string[]): { object: Obj; where: string }[] {
  let found: { value: unknown; where: string }[] = [{ value: root, where: "" }];
  for (const step of path) {
    const next: { value: unknown; where: string }[] = [];
    for (const { value, where } of found) {
      if (step === "[]") {
        if (Array.isArray(value)) value.forEach((item, i) => next.push({ value: item, where: `${where}.${i}` }));
      } else if (isObject(value) && step in value) {
        next.push({ value: value[step], where: where ? `${where}.${step}` : step });
      }
    }
    found = next;
  }
  return found.filter((f): f is { value: Obj; where: string } => isObject(f.value)).map(({ value, where }) => ({ object: value, where }));
}

const join = (where: string, name: string) => (where ? `${where}.${name}` : name);

export interface RenameResult {
  /** A copy in the new names (the input is not changed). */
  value: unknown;
  /** What was renamed or dropped, for the log (English, for operators). */
  notes: string[];
}

/**
 * The document in the new names. Where both names are present, the new one wins (only this code
 * writes it, after the old one) and the old one is dropped. Anything that is not an object is
 * returned as it is.
 */
export function renameSettingsToSnakeCase(raw: unknown): RenameResult {
  if (!isObject(raw)) return { value: raw, notes: [] };
  const value = structuredClone(raw);
  const notes: string[] = [];
  // Outer objects first, so that the inner ones are found under their new names.
  for (const [path, renames] of RENAMED) {
    for (const { object, where } of objectsAt(value, path)) {
      for (const [before, after] of Object.entries(renames)) {
        if (!(before in object)) continue;
        if (after in object) notes.push(`dropped ${join(where, before)} (${join(where, after)} is set)`);
        else {
          object[after] = object[before];
          notes.push(`renamed ${join(where, before)} to ${join(where, after)}`);
        }
        delete object[before];
      }
    }
  }
  return { value, notes };
}

/**
 * The document back in the old names (the database migration's way down). Only for a document in
 * the new names; new names the old code never had stay as they are.
 */
export function renameSettingsToCamelCase(raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  const value = structuredClone(raw);
  // Inner objects first, while their outer objects still carry the new names the paths use.
  for (const [path, renames] of [...RENAMED].reverse()) {
    for (const { object } of objectsAt(value, path)) {
      for (const [before, after] of Object.entries(renames)) {
        if (!(after in object)) continue;
        object[before] = object[after];
        delete object[after];
      }
    }
  }
  return value;
}

/**
 * Every old name in a settings body, by its path in old names as a client wrote it ("siteName",
 * "footer.backgroundColor", "menuLinks.0.sortOrder"), with the new path: PUT /api/settings refuses
 * them rather than silently dropping a value (a whole-object PUT would otherwise reset it).
 */
export function oldSettingsNames(input: unknown): { path: string; now: string }[] {
  if (!isObject(input)) return [];
  const found: { path: string; now: string }[] = [];
  // Walk the body as sent: an outer old name (legalPages) still leads to its inner ones (pageId).
  const renamedPath = (path: readonly string[]) => path.map((step, i) => (i === 0 && TOP_LEVEL[step]) || step);
  for (const [path, renames] of RENAMED) {
    for (const variant of uniquePaths([path, oldPathOf(path)])) {
      for (const { object, where } of objectsAt(input, variant)) {
        for (const [before, after] of Object.entries(renames)) {
          if (!(before in object)) continue;
          const oldPath = join(where, before);
          found.push({ path: oldPath, now: [...renamedPath(oldPath.split(".").slice(0, -1)), after].join(".") });
        }
      }
    }
  }
  return found;
}

/** A path of new names with its top-level step in the old name (legal_pages → legalPages). */
function oldPathOf(path: readonly string[]): readonly string[] {
  if (path.length === 0) return path;
  const top = Object.entries(TOP_LEVEL).find(([, after]) => after === path[0]);
  return top ? [top[0], ...path.slice(1)] : path;
}

function uniquePaths(paths: (readonly string[])[]): (readonly string[])[] {
  const seen = new Set<string>();
  return paths.filter((p) => {
    const key = p.join("/");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
