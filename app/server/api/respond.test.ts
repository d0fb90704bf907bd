import { describe, expect, it } from "vitest";
import { de } from "~/i18n/de";
import { HttpError } from "../http/http-error.server";
import { AssetInUseError } from "../media/service.server";
import { PageConflictError } from "../pages/pages.server";
import { RedirectError } from "../redirects/redirects.server";
import { TemplateError } from "../templates/templates.server";
import { handleApi } from "./respond.server";
import { ValidationError } from "./validation.server";

const request = new Request("http://localhost/api/x", { method: "POST" });

async function answer(error: unknown): Promise<[number, string]> {
  const response = await handleApi(request, async () => {
    throw error;
  });
  return [response.status, await response.text()];
}

describe("handleApi maps every HttpError in one place", () => {
  it("keeps each domain error's status and JSON body byte for byte", async () => {
    expect(await answer(new ValidationError({ title: "Pflichtfeld" }))).toEqual([400, `{"error":${JSON.stringify(de.pages.invalidInput)},"fields":{"title":"Pflichtfeld"}}`]);
    expect(await answer(new AssetInUseError([]))).toEqual([409, `{"error":${JSON.stringify(de.media.api.inUse(0))},"usages":[]}`]);
    expect(await answer(new PageConflictError("slug", "Adresse vergeben"))).toEqual([409, `{"error":"Adresse vergeben","code":"slug"}`]);
    expect(await answer(new RedirectError("duplicate", "from_path", "Gibt es schon"))).toEqual([409, `{"error":"Gibt es schon","fields":{"from_path":"Gibt es schon"}}`]);
    expect(await answer(new TemplateError("duplicate", "Name vergeben"))).toEqual([409, `{"error":"Name vergeben","fields":{"name":"Name vergeben"}}`]);
    expect(await answer(new TemplateError("name", "Name fehlt"))).toEqual([400, `{"error":${JSON.stringify(de.pages.invalidInput)},"fields":{"name":"Name fehlt"}}`]);
  });

  it("answers a new HttpError subclass without a change to handleApi", async () => {
    class GoneError extends HttpError {
      constructor() {
        super(410, "Nicht mehr da", { path: "/alt" });
      }
    }
    const [status, body] = await answer(new GoneError());
    expect(status).toBe(410);
    expect(JSON.parse(body)).toEqual({ error: "Nicht mehr da", path: "/alt" });
  });

  it("passes a thrown Response through unchanged", async () => {
    const [status] = await answer(new Response(null, { status: 418 }));
    expect(status).toBe(418);
  });
});
