import { describe, expect, it } from "vitest";
import { columnKind, comparableValue, fromPortable, isBackedUpTable, isTransientAppMetaKey, toPortable } from "./tables.server";

describe("backup tables and portable values", () => {
  it("leaves out what must not travel, keeps people", () => {
    for (const name of ["kysely_migration", "kysely_migration_lock", "session", "verification", "rate_limits", "change_events", "background_jobs", "analytics_salts", "sqlite_sequence"]) {
      expect(isBackedUpTable(name)).toBe(false);
    }
    for (const name of ["content_pages", "user", "account", "twoFactor", "user_roles", "app_meta", "analytics_daily", "a_table_added_later"]) {
      expect(isBackedUpTable(name)).toBe(true);
    }
    expect(isTransientAppMetaKey("server_heartbeat")).toBe(true);
    expect(isTransientAppMetaKey("backup_claim:2025-03-01")).toBe(true);
    expect(isTransientAppMetaKey("backup_last")).toBe(true);
    expect(isTransientAppMetaKey("demo_seeded_at")).toBe(false);
  });

  it("classifies both databases' column types", () => {
    expect(columnKind("bool")).toBe("bool");
    expect(columnKind("timestamptz")).toBe("timestamp");
    expect(columnKind("date")).toBe("timestamp");
    expect(columnKind("jsonb")).toBe("json");
    expect(columnKind("INTEGER")).toBe("integer");
    expect(columnKind("int8")).toBe("integer");
    expect(columnKind("bigint")).toBe("integer");
    expect(columnKind("TEXT")).toBe("text");
    expect(columnKind("varchar(255)")).toBe("text");
    expect(columnKind("bytea")).toBe("bytes");
  });

  it("writes values in one form whatever the source", () => {
    expect(toPortable(new Date("2025-03-01T10:00:00.123Z"))).toBe("2025-03-01T10:00:00.123Z");
    expect(toPortable(12n)).toBe(12);
    expect(toPortable(2n ** 60n)).toBe("1152921504606846976");
    expect(toPortable(true)).toBe(true);
    expect(toPortable(1)).toBe(1);
    expect(toPortable('{"a":1}')).toBe('{"a":1}');
    expect(toPortable({ a: 1 })).toBe('{"a":1}');
    expect(toPortable(Buffer.from("hi"))).toEqual({ $base64: "aGk=" });
    expect(toPortable(undefined)).toBeNull();
  });

  it("converts on restore by the target's column type", () => {
    // SQLite source (0/1) into PostgreSQL and back.
    expect(fromPortable(1, "bool", "postgres")).toBe(true);
    expect(fromPortable(0, "bool", "postgres")).toBe(false);
    expect(fromPortable(true, "bool", "sqlite")).toBe(1);
    expect(fromPortable(false, "bool", "sqlite")).toBe(0);
    // A boolean from PostgreSQL into an untyped SQLite column: better-sqlite3 cannot bind booleans.
    expect(fromPortable(true, "integer", "sqlite")).toBe(1);
    expect(fromPortable(true, "text", "sqlite")).toBe(1);
    expect(fromPortable("2025-03-01T10:00:00.000Z", "timestamp", "postgres")).toBe("2025-03-01T10:00:00.000Z");
    expect(fromPortable(1740823200000, "timestamp", "sqlite")).toBe("2025-03-01T10:00:00.000Z");
    // JSON text passes; text SQLite kept that is not JSON becomes a JSON string for jsonb.
    expect(fromPortable('{"a":1}', "json", "postgres")).toBe('{"a":1}');
    expect(fromPortable("kein json", "json", "postgres")).toBe('"kein json"');
    expect(fromPortable("kein json", "json", "sqlite")).toBe("kein json");
    expect(fromPortable({ $base64: "aGk=" }, "bytes", "sqlite")).toEqual(Buffer.from("hi"));
    expect(fromPortable(null, "bool", "postgres")).toBeNull();
  });

  it("compares stored values of both databases alike", () => {
    expect(comparableValue(1, "bool")).toBe(comparableValue(true, "bool"));
    expect(comparableValue(new Date("2025-03-01T10:00:00Z"), "timestamp")).toBe(comparableValue("2025-03-01T10:00:00.000Z", "timestamp"));
    expect(comparableValue('{"b":2,"a":1}', "json")).toEqual({ a: 1, b: 2 });
    expect(comparableValue("5", "integer")).toBe(5);
  });
});
