import { openApiDocument } from "~/server/api/openapi.server";

/** GET /api/docs: the OpenAPI 3.1 description of the JSON API. */
export async function loader() {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}
