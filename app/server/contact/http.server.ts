import type { Request, Response } from "express";
import { de } from "~/i18n/de";
import { deSite } from "~/i18n/site";
import { MAX_JSON_DEPTH, tooDeepField } from "../api/json-depth.server";
import { logger } from "../logger.server";
import { ContactError, submitContact, type ContactDeps } from "./contact.server";

/**
 * POST /api/contact, in Express rather than as a React Router route: it needs the client address
 * as Express sees it (trust proxy) for the rate limits, and nothing of React Router. The body limit
 * (64 KB, app/server/http/body-limit.server.ts) has run before.
 */

const NO_STORE = "no-store";

async function readBody(req: Request): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export function contactHandler(deps: ContactDeps) {
  return async (req: Request, res: Response) => {
    res.set("Cache-Control", NO_STORE);
    if (req.method !== "POST") {
      res.status(405).set("Allow", "POST").json({ error: "Methode nicht erlaubt" });
      return;
    }
    if (!req.is("application/json")) {
      res.status(415).json({ error: "Bitte senden Sie JSON (Content-Type: application/json)." });
      return;
    }
    let body: unknown;
    try {
      const text = await readBody(req);
      // Bounded before parsing: deep nesting only costs the parser and the checks (issue 38 item 27).
      const deep = tooDeepField(text);
      if (deep !== null) {
        const message = de.pages.jsonTooDeep(MAX_JSON_DEPTH);
        res.status(400).json({ error: message, fields: { [deep]: message } });
        return;
      }
      body = JSON.parse(text);
    } catch {
      res.status(400).json({ error: "Ungültiges JSON.", fields: { _: "Ungültiges JSON." } });
      return;
    }
    try {
      const result = await submitContact(deps, body, { ip: req.ip ?? req.socket.remoteAddress ?? "unbekannt" });
      res.status(200).json({ message: result.message });
    } catch (error) {
      if (error instanceof ContactError) {
        if (error.retryAfter) res.set("Retry-After", String(error.retryAfter));
        const body: Record<string, unknown> = { error: error.message };
        if (Object.keys(error.fields).length) body.fields = error.fields;
        // 409: the form's fresh token; the form island sends again with it (form.island.tsx).
        if (error.token) body.token = error.token;
        res.status(error.status).json(body);
        return;
      }
      logger().error({ err: error, module: "contact" }, "Kontaktanfrage konnte nicht gespeichert werden");
      res.status(500).json({ error: deSite.blocks.form.sendError });
    }
  };
}
