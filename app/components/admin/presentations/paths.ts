/** The public viewer of a presentation (spec §2 /presentations/{slug}). */
export const presentationHref = (slug: string): string => `/presentations/${encodeURIComponent(slug)}`;
