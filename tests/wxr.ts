import { buildExport } from "~/server/import/wordpress/test-export";

/**
 * A tiny WordPress export for the tests of the import API and the 'Import' screen: one published
 * page and one published post with a category, no attachments (so no media download is involved).
 */
export function tinyWxr(options: { pageTitle?: string; pageSlug?: string; https?: boolean } = {}): string {
  return buildExport(
    {
      authors: [{ login: "erika", displayName: "Erika Muster", email: "erika@example.de" }],
      terms: [{ taxonomy: "category", slug: "neuigkeiten", name: "Neuigkeiten" }],
      items: [
        {
          id: 45,
          type: "page",
          title: options.pageTitle ?? "Über uns",
          slug: options.pageSlug ?? "ueber-uns",
          status: "publish",
          content: "<!-- wp:paragraph -->\n<p>Wir fertigen Drehteile seit 1982.</p>\n<!-- /wp:paragraph -->",
        },
        {
          id: 123,
          type: "post",
          title: "Neue Fräsmaschine",
          slug: "neue-fraesmaschine",
          status: "publish",
          date: "2021-05-10 10:00:00",
          content: "<p>Seit Mai fräsen wir fünfachsig.</p>",
          excerpt: "Fünf Achsen.",
          terms: [{ taxonomy: "category", slug: "neuigkeiten", name: "Neuigkeiten" }],
        },
      ],
    },
    { scheme: options.https ? "https" : "http", site: { title: "Muster GmbH", link: "https://alt.example.de" } },
  );
}
