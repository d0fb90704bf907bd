/** Where visitors find a presentation (spec §2). */
export function presentationHref(slug: string): string {
  return `/presentations/${encodeURIComponent(slug)}`;
}

/** The slug in what an editor typed into the block: "profil", "/presentations/profil", a full address. */
export function presentationSlugOf(value: string): string {
  const trimmed = value.trim();
  const match = /\/presentations\/([^/?#]+)/.exec(trimmed);
  const slug = match ? match[1] : trimmed.replace(/^\/+|\/+$/g, "");
  try {
    return decodeURIComponent(slug).toLowerCase();
  } catch {
    return slug.toLowerCase();
  }
}
