import type { DocumentParts } from "~/components/site/document-parts";
import { slideBlocksFromLegacy } from "~/blocks/slide/legacy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { createPage, updatePage } from "~/server/pages/pages.server";
import { loader as sitemapLoader } from "../seo/sitemap";
import { loader as pageLoader } from "./page";
import { loader as presentationLoader } from "./presentation";

type Args = Parameters<typeof presentationLoader>[0];
/** The document parts of the last loader call: the rendered HTML its loaders handed over. */
let handedOver: DocumentParts = {};
const args = (request: Request, slug: string) => {
  handedOver = {};
  return { request, params: { slug }, context: { cspNonce: "", documentParts: handedOver } } as unknown as Args;
};

/** What a loader threw (404 data or a redirect Response), or its result. */
async function outcome(
  fn: () => Promise<unknown>,
): Promise<{ status: number; text: string; location?: string | null }> {
  try {
    // What the document would show: the loader data and the HTML handed over beside it.
    const result = await fn();
    return { status: 200, text: JSON.stringify({ ...(result as object), handedOver }) };
  } catch (e) {
    if (e instanceof Response)
      return {
        status: e.status,
        text: await e.clone().text(),
        location: e.headers.get("location"),
      };
    const thrown = e as { init?: { status?: number }; data?: unknown };
    if (thrown.init?.status)
      return {
        status: thrown.init.status,
        text: JSON.stringify(thrown.data ?? null),
      };
    throw e;
  }
}

/** Slide blocks as the presentation editor stores them (unsanitised, as written around the service). */
const slides = (...titles: string[]) =>
  slideBlocksFromLegacy(
    titles.map((title, i) => ({
      id: `s${i + 1}`,
      title,
      content: `<p onclick="x()">Inhalt ${i + 1}</p>`,
      imageUrl: i === 0 ? "javascript:alert(1)" : "",
    })),
  );

describe(`presentation routes (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: ReturnType<TestApp["client"]>;
  let visitor: ReturnType<TestApp["client"]>;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("admin@example.org");
    visitor = app.client();
    const db = app.database.db;
    const live = await createPage(db, {
      slug: "profil",
      title: "Profil",
      is_published: true,
      content_type: "presentation",
      content: slides("Start", "Zahlen", "Kontakt"),
    });
    // A working copy visitors must not see.
    await updatePage(db, live.id, { content: slides("Geheime Folie") });
    await createPage(db, {
      slug: "entwurf",
      title: "Entwurf",
      is_published: false,
      content_type: "presentation",
      content: slides("Vertraulich"),
    });
    await createPage(db, {
      slug: "leer",
      title: "Leer",
      is_published: true,
      content_type: "presentation",
      content: [],
    });
    await createPage(db, {
      slug: "ueber-uns",
      title: "Über uns",
      is_published: true,
      content_type: "basis",
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("a published presentation: every slide server-rendered (first current), counter, sanitised, the published state only", async () => {
    const result = await outcome(() =>
      presentationLoader(
        args(visitor.request("/presentations/profil"), "profil"),
      ),
    );
    expect(result.status).toBe(200);
    const answer = JSON.parse(result.text) as {
      page: { canonicalPath: string };
      handedOver: DocumentParts;
    };
    expect(answer.page.canonicalPath).toBe("/presentations/profil");
    const body = answer.handedOver.body?.html ?? "";
    expect(body.match(/data-pres-slide="/g)).toHaveLength(3);
    expect(body).toMatch(/data-pres-slide="1"[^>]*data-current=""/);
    expect(body).toContain("Folie 1 von 3");
    expect(body).toContain("Kontakt");
    expect(body).not.toMatch(/onclick|javascript:/);
    expect(result.text).not.toContain("Geheime Folie");
  });

  it("unpublished: 404 for visitors (also with ?preview=true), the working copy for admins in preview", async () => {
    for (const query of ["", "?preview=true", "?druck=1"]) {
      const result = await outcome(() =>
        presentationLoader(
          args(visitor.request(`/presentations/entwurf${query}`), "entwurf"),
        ),
      );
      expect(result.status, query).toBe(404);
      expect(result.text).not.toContain("Vertraulich");
    }
    expect(
      (
        await outcome(() =>
          presentationLoader(
            args(admin.request("/presentations/entwurf"), "entwurf"),
          ),
        )
      ).status,
    ).toBe(404);
    const preview = await outcome(() =>
      presentationLoader(
        args(admin.request("/presentations/entwurf?preview=true"), "entwurf"),
      ),
    );
    expect(preview.status).toBe(200);
    expect(preview.text).toContain("Vertraulich");
    const draft = await outcome(() =>
      presentationLoader(
        args(admin.request("/presentations/profil?preview=true"), "profil"),
      ),
    );
    expect(draft.text).toContain("Geheime Folie");
  });

  it("other pages are no presentation (404); a presentation's /{slug} moves to /presentations/{slug}", async () => {
    expect(
      (
        await outcome(() =>
          presentationLoader(
            args(visitor.request("/presentations/ueber-uns"), "ueber-uns"),
          ),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await outcome(() =>
          presentationLoader(
            args(visitor.request("/presentations/fehlt"), "fehlt"),
          ),
        )
      ).status,
    ).toBe(404);
    const moved = await outcome(() =>
      pageLoader(args(visitor.request("/profil"), "profil") as never),
    );
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/presentations/profil");
  });

  it("empty: 'Keine Folien verfügbar.'; ?druck=1 carries the handout's slides and the company name", async () => {
    const empty = await outcome(() =>
      presentationLoader(args(visitor.request("/presentations/leer"), "leer")),
    );
    expect(empty.text).toContain("Keine Folien verfügbar.");
    const handout = await outcome(() =>
      presentationLoader(
        args(visitor.request("/presentations/profil?druck=1"), "profil"),
      ),
    );
    const data = JSON.parse(handout.text) as {
      handout: {
        siteName: string;
        slides: { title: string; html: string; imageUrl: string }[];
      };
    };
    expect(data.handout.slides.map((s) => s.title)).toEqual([
      "Start",
      "Zahlen",
      "Kontakt",
    ]);
    expect(data.handout.slides[0].html).toContain("Inhalt 1");
    expect(data.handout.slides[0].html).not.toContain("onclick");
    expect(data.handout.slides[0].imageUrl).toBe("");
    expect(typeof data.handout.siteName).toBe("string");
  });

  it("the sitemap lists published presentations at /presentations/{slug}, never drafts", async () => {
    const xml = await (await sitemapLoader()).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1].replace(app.env.PUBLIC_URL.replace(/\/+$/, ""), ""),
    );
    expect(locs).toContain("/presentations/profil");
    expect(locs).toContain("/presentations/leer");
    expect(locs).not.toContain("/profil");
    expect(locs.some((l) => l.includes("entwurf"))).toBe(false);
  });
});
