import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRES_ATTR } from "~/components/site/presentation/contract";

describe("site runtime → presentation module", () => {
  it("main.ts's spelled-out selector names the viewer's and the handout's attributes", () => {
    const main = fs.readFileSync(path.join(import.meta.dirname, "main.ts"), "utf8");
    expect(main).toContain(`"[${PRES_ATTR.root}], [${PRES_ATTR.print}]"`);
  });
});
