import { describe, expect, it } from "vitest";
import { deSchedule } from "~/i18n/schedule";
import { fieldErrors, pagePatchSchema, publishAtSchema } from "./page-schema";

describe("publish_at", () => {
  it("accepts ISO date-times with a zone and stores them as UTC with milliseconds", () => {
    expect(publishAtSchema.parse("2026-05-01T09:00:00Z")).toBe("2026-05-01T09:00:00.000Z");
    expect(publishAtSchema.parse("2026-05-01T11:00:00+02:00")).toBe("2026-05-01T09:00:00.000Z");
    expect(publishAtSchema.parse("2026-05-01T09:00:00.123456Z")).toBe("2026-05-01T09:00:00.123Z");
    expect(publishAtSchema.parse(null)).toBeNull();
  });

  it("allows a time in the past (it goes live at the next check)", () => {
    expect(publishAtSchema.parse("2001-01-01T00:00:00Z")).toBe("2001-01-01T00:00:00.000Z");
  });

  it.each(["morgen", "2026-05-01", "2026-05-01T09:00", "2026-13-01T09:00:00Z", "2026-02-30T09:00:00Z", "", 1746090000000, true, {}])(
    "refuses %j naming the field",
    (value) => {
      const result = pagePatchSchema.safeParse({ publish_at: value, version: 1 });
      expect(result.success).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toEqual({ publish_at: deSchedule.invalid });
    },
  );
});
