import { describe, expect, it } from "vitest";
import { describeDetail } from "./audit-detail";

describe("describeDetail: a log entry's details in German words", () => {
  it("names a role change from → to with the German role names (no role: 'Kein Zugriff')", () => {
    expect(describeDetail("user.role-changed", { from: "author", to: "admin" })).toBe("Autor → Administrator");
    expect(describeDetail("user.role-changed", { from: null, to: "editor" })).toBe("Kein Zugriff → Redakteur");
  });

  it("describes the other actions' details without JSON or English ids", () => {
    expect(describeDetail("user.invited", { role: "editor" })).toBe("Rolle: Redakteur");
    expect(describeDetail("user.invitation-accepted", { role: "author", invitation: "3f1c…" })).toBe("Rolle: Autor");
    expect(describeDetail("auth.sign-in-failed", { reason: "second-factor" })).toBe("falscher Code (Zwei-Faktor)");
    expect(describeDetail("auth.sign-in", { twoFactor: true })).toBe("mit Zwei-Faktor");
    expect(describeDetail("backup.downloaded", { bytes: 5 * 1024 * 1024 })).toBe("Größe 5 MB");
    expect(describeDetail("backup.created", { trigger: "schedule", bytes: 1536 })).toBe("nach Zeitplan · Größe 1,5 KB");
    expect(describeDetail("redirect.created", { status: 301 })).toBe("Status 301");
    expect(describeDetail("page.preview-links-revoked", { count: 2 })).toBe("2 Links");
    expect(describeDetail("auth.sign-out", { ended: "all-others", count: 3 })).toBe("3 Sitzungen · alle anderen Sitzungen beendet");
    expect(describeDetail("import.run", { pages: 3, posts: 12, media: 0, redirects: 40, menuEntries: 5 })).toBe("3 Seiten · 12 Beiträge · 0 Dateien · 40 Weiterleitungen · 5 Menüeinträge");
    expect(describeDetail("backup.restored", { schemaVersion: "0021", tables: 20, rows: 1234, replace: true })).toBe("Schema 0021 · 20 Tabellen · 1.234 Zeilen · vorhandene Daten ersetzt");
  });

  it("keeps unknown details readable (values, German yes/no) and answers null for none", () => {
    expect(describeDetail("page.published", { scheduled: true, note: "Sommer" })).toBe("ja · Sommer");
    expect(describeDetail("page.published", null)).toBeNull();
    expect(describeDetail("page.published", {})).toBeNull();
  });
});
