import { describe, expect, it } from "vitest";
import { conflictFields } from "~/components/admin/pages/new-page-form";
import { de } from "~/i18n/de";
import { clearFieldError, settle, type ApiFailure } from "./use-api-action";

const failure = (status: number, error: string, fields: Record<string, string> = {}, code?: string): ApiFailure => ({ ok: false, status, error, fields, code });

describe("settle: what a finished API call means for the form", () => {
  const action = { success: "Gespeichert", failure: "Speichern fehlgeschlagen" };

  it("puts a 400 {error, fields} beside each named field and lists the messages in the toast", () => {
    const result = failure(400, "Ungültige Eingaben", { from_path: "Quelle ungültig", to_path: "Ziel ungültig" });
    expect(settle(result, action)).toEqual({
      errors: { from_path: "Quelle ungültig", to_path: "Ziel ungültig" },
      toast: { kind: "error", title: "Speichern fehlgeschlagen", description: "Quelle ungültig · Ziel ungültig" },
    });
  });

  it("shows the error itself when the server names no field (network, 500)", () => {
    const outcome = settle(failure(0, de.pagesAdmin.networkError), action);
    expect(outcome.errors).toEqual({});
    expect(outcome.toast).toEqual({ kind: "error", title: "Speichern fehlgeschlagen", description: de.pagesAdmin.networkError });
  });

  it("maps a 409 that names its field only by code (slug taken) with the caller's mapping", () => {
    const outcome = settle(failure(409, "Slug vergeben", {}, "slug"), { ...action, fieldErrors: conflictFields });
    expect(outcome.errors).toEqual({ slug: "Slug vergeben" });
  });

  it("clears the field errors on success and toasts only when asked to", () => {
    const ok = { ok: true as const, status: 200, data: {} };
    expect(settle(ok, action)).toEqual({ errors: {}, toast: { kind: "success", title: "Gespeichert" } });
    expect(settle(ok, { failure: "x" })).toEqual({ errors: {}, toast: null });
  });
});

describe("clearFieldError", () => {
  it("drops only the changed fields and keeps the object when nothing changes", () => {
    const errors = { title: "Titel fehlt", slug: "Slug vergeben" };
    expect(clearFieldError(errors, "slug")).toEqual({ title: "Titel fehlt" });
    expect(clearFieldError(errors, "meta_title")).toBe(errors);
    expect(errors).toEqual({ title: "Titel fehlt", slug: "Slug vergeben" });
  });
});
