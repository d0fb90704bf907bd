import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi.server";

describe("OpenAPI document (/api/docs)", () => {
  it("passes a standard validator (@apidevtools/swagger-parser)", async () => {
    // The parser resolves $refs in place: hand it a copy.
    const api = structuredClone(openApiDocument()) as unknown as Awaited<ReturnType<typeof SwaggerParser.validate>>;
    const parsed = await SwaggerParser.validate(api);
    expect(parsed.info.title).toBe("CMS-API");
  });

  it("describes every response (a validator's first complaint before)", () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>> };
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (!response.description) missing.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
