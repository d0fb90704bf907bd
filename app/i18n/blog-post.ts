/** German strings of the blog post view and the feeds (issue 15 items 2 and 5). */
export const deBlogPost = {
  tags: "Schlagwörter",
  tagLink: (tag: string) => `Weitere Artikel zum Schlagwort ${tag}`,
  postNavigation: "Weitere Artikel",
  previous: "Vorheriger Artikel",
  next: "Nächster Artikel",
  editPost: "Beitrag bearbeiten",
  backToOverview: "Alle Artikel",
  byAuthor: (author: string) => `von ${author}`,
  feedRss: (siteName: string) => `${siteName ? `${siteName} – ` : ""}Blog (RSS)`,
  feedAtom: (siteName: string) => `${siteName ? `${siteName} – ` : ""}Blog (Atom)`,
  feedTitle: (siteName: string) => `${siteName ? `${siteName} – ` : ""}Blog`,
  feedDescription: "Die neuesten Artikel aus unserem Blog",
} as const;
