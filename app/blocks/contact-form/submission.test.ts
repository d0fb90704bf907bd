import { describe, expect, it } from "vitest";
import { block } from "./block";
import { checkSubmission, fieldError, formFields, normaliseValue, subjectError } from "./submission";

const content = (c: Record<string, unknown>) => block.schema.parse(c);

describe("contact form submission checks", () => {
  it("names fields as configured, else from the label, never with a reserved or repeated name", () => {
    const form = content({
      fields: [
        { label: "Ihr Name", type: "text" },
        { label: "Betreff", type: "text", name: "subject" },
        { label: "Website", type: "text", name: "website" },
        { label: "Intern", type: "text", name: "cms_page" },
        { label: "Ihr Name", type: "text" },
        { label: "", type: "text" },
      ],
    });
    expect(formFields("k1", form).map((f) => f.name)).toEqual(["ihr-name", "subject-2", "website-3", "cms_page-4", "ihr-name-5", "feld-6"]);
    expect(formFields("k 1", form)[0].id).toBe("feld-k-1-ihr-name");
  });

  it("normalises values: trimmed text, unified line ends, checkboxes as ja or empty", () => {
    expect(normaliseValue("text", "  Erika  ")).toBe("Erika");
    expect(normaliseValue("textarea", "a\r\nb\rc")).toBe("a\nb\nc");
    expect(normaliseValue("checkbox", true)).toBe("ja");
    expect(normaliseValue("checkbox", "on")).toBe("ja");
    expect(normaliseValue("checkbox", "nein")).toBe("");
    expect(normaliseValue("number", 42)).toBe("42");
    expect(normaliseValue("text", { evil: true })).toBe("");
  });

  it("checks each type", () => {
    const f = (type: string, extra: Record<string, unknown> = {}) => content({ fields: [{ label: "X", type, ...extra }] }).fields[0];
    expect(fieldError(f("email"), "erika@kunde.de")).toBeNull();
    expect(fieldError(f("email"), "erika@kunde")).toMatch(/E-Mail/);
    expect(fieldError(f("tel"), "+49 (0)30 / 123-45")).toBeNull();
    expect(fieldError(f("tel"), "ruf mich an")).toMatch(/Telefonnummer/);
    expect(fieldError(f("number"), "12,5")).toBeNull();
    expect(fieldError(f("number"), "zwölf")).toMatch(/Zahl/);
    expect(fieldError(f("date"), "2028-02-29")).toBeNull();
    expect(fieldError(f("date"), "2027-02-29")).toMatch(/Datum/);
    expect(fieldError(f("select", { options: ["A", "B"] }), "B")).toBeNull();
    expect(fieldError(f("radio", { options: ["A", "B"] }), "C")).toMatch(/angebotenen Optionen/);
    expect(fieldError(f("text", { required: true }), "")).toBe("Bitte füllen Sie dieses Feld aus.");
    expect(fieldError(f("text"), "")).toBeNull();
    expect(fieldError(f("text"), "a\nb")).toMatch(/Zeilenumbrüche/);
    expect(fieldError(f("textarea"), "a\nb")).toBeNull();
    expect(fieldError(f("textarea"), "a\u0000b")).toBe("Ungültige Eingabe.");
  });

  it("checks the subject against the options unless it is optional and empty", () => {
    const required = content({ subjectOptions: ["Support"] });
    expect(subjectError(required, "")).toBe("Bitte wählen Sie einen Betreff.");
    expect(subjectError(required, "Support")).toBeNull();
    expect(subjectError(required, "Bewerbung")).toMatch(/angebotenen Optionen/);
    expect(subjectError(content({ subjectRequired: false }), "")).toBeNull();
  });

  it("returns the answers in form order with labels, the sender's address and name; unknown keys are dropped", () => {
    const form = content({
      fields: [
        { label: "Vorname", name: "firstName" },
        { label: "Name", name: "name", required: true },
        { label: "E-Mail", type: "email", name: "email", required: true },
      ],
    });
    const ok = checkSubmission("k1", form, { values: { firstName: "Erika", name: "Mustermann", email: "erika@kunde.de", admin: "ja" }, subject: "Support" });
    expect(ok.errors).toEqual({});
    expect(ok.values.map((v) => `${v.label}=${v.value}`)).toEqual(["Vorname=Erika", "Name=Mustermann", "E-Mail=erika@kunde.de"]);
    expect(ok).toMatchObject({ subject: "Support", senderEmail: "erika@kunde.de", senderName: "Erika Mustermann" });
    const bad = checkSubmission("k1", form, { values: { email: "x" }, subject: "" });
    expect(bad.errors).toEqual({ name: "Bitte füllen Sie dieses Feld aus.", email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.", subject: "Bitte wählen Sie einen Betreff." });
    expect(bad.senderEmail).toBeNull();
  });

  it("validates the form's configuration on save with German messages", () => {
    const issues = (c: Record<string, unknown>) => block.schema.safeParse(c).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(issues({ recipientEmail: "kein-empfaenger" })).toEqual(["recipientEmail: Keine gültige E-Mail-Adresse."]);
    expect(issues({ fields: [] })).toEqual(["fields: Mindestens ein Feld ist nötig."]);
    expect(issues({ subjectOptions: [" "] })).toEqual(["subjectOptions: Mindestens eine Betreff-Option ist nötig."]);
    expect(issues({ subjectOptions: ["A\r\nBcc: x@y.de"] })).toEqual(["subjectOptions.0: Keine Zeilenumbrüche erlaubt."]);
    expect(issues({ fields: [{ label: "A", type: "select" }] })).toEqual(["fields.0.options: Auswahlfelder brauchen mindestens eine Option."]);
    expect(issues({ fields: [{ label: "A", name: "x" }, { label: "B", name: "x" }] })).toEqual(["fields.1.name: Der Feldname „x“ kommt mehrfach vor."]);
    expect(issues({ fields: [{ label: "A", name: "1abc" }] })[0]).toMatch(/^fields.0.name: Feldname/);
    expect(issues({ recipient: "vertrieb@firma.de", sendConfirmation: true, successText: "Danke!" })).toEqual([]);
    expect(block.schema.parse({}).successText).toBe("Nachricht erfolgreich gesendet!");
    expect(block.schema.parse({}).sendConfirmation).toBe(false);
  });
});
