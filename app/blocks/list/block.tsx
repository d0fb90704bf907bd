import { z } from "zod";
import { cn } from "~/lib/utils";
import { useEditable } from "../editable";
import { bool, clampedNumber, field, oneOf } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";

export const LIST_STYLES = ["disc", "decimal", "dash", "alpha"] as const;

const item = z.union([z.string(), z.number()]).transform((v) => String(v));

const schema = z
  .object({
    items: z.array(item).default(["Erster Punkt", "Zweiter Punkt", "Dritter Punkt"]),
    ordered: bool(false),
    listStyle: oneOf(LIST_STYLES, "disc"),
    /** First number of an ordered list (HTML's <ol start>); 1 is the usual count. */
    start: clampedNumber(-9999, 99999, 1),
    /** An ordered list counting down (HTML's <ol reversed>): from the item count, or from `start` when it is not 1. */
    reversed: bool(false),
  })
  /** Spec §4: a list style decimal or alpha sets ordered to true. */
  .transform((c) => (c.listStyle === "decimal" || c.listStyle === "alpha" ? { ...c, ordered: true } : c));

export type ListContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "list",
  label: "Liste",
  category: "Basic",
  schema,
  fields: {
    items: field.values("Einträge", "Eintrag", field.text("Eintrag")),
    ordered: field.switch("Nummeriert", { help: "Zahlen und Buchstaben nummerieren die Liste immer." }),
    listStyle: field.select("Aufzählungszeichen", LIST_STYLES, { disc: "Punkte", decimal: "Zahlen", dash: "Striche", alpha: "Buchstaben" }),
    start: field.number("Beginnt bei", -9999, 99999, { help: "Nur für nummerierte Listen." }),
    reversed: field.switch("Absteigend nummerieren", { help: "Nur für nummerierte Listen: zählt rückwärts." }),
  },
  styleFields: BLOCK_STYLE,
  Render: ({ content }) => {
    const editable = useEditable();
    // Empty items are not shown; the markers keep the stored index, so "items.3" is the fourth stored item.
    const items = content.items.map((text, index) => ({ text, index })).filter(({ text }) => text.trim() !== "");
    if (items.length === 0) return null;
    const li = items.map(({ text, index }) => (
      <li key={index} className={cn("pl-1", content.listStyle === "dash" && "relative list-none pl-5 before:absolute before:left-0 before:content-['–']")} {...editable(`items.${index}`)}>
        {text}
      </li>
    ));
    const base = "space-y-1.5 leading-relaxed marker:text-muted-foreground";
    if (content.ordered) {
      // An ordered list with a bullet style still counts: decimal unless alpha is chosen.
      const alpha = content.listStyle === "alpha";
      return (
        <ol
          type={alpha ? "a" : "1"}
          start={content.start !== 1 ? content.start : undefined}
          reversed={content.reversed || undefined}
          className={cn(base, "pl-6", alpha ? "list-[lower-alpha]" : "list-decimal")}>
          {li}
        </ol>
      );
    }
    return <ul className={cn(base, content.listStyle === "dash" ? "list-none pl-0" : "list-disc pl-6")}>{li}</ul>;
  },
});
