import { z } from "zod";
import { field, oneOf, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";

export const TIMELINE_COLORS = ["primary", "secondary", "destructive", "blue", "green", "purple", "orange"] as const;

/** Marker colours; full class names so Tailwind finds them. */
const MARKER: Record<(typeof TIMELINE_COLORS)[number], string> = {
  primary: "bg-primary",
  secondary: "bg-slate-400",
  destructive: "bg-destructive",
  blue: "bg-blue-500",
  green: "bg-green-600",
  purple: "bg-purple-500",
  orange: "bg-orange-500",
};

const item = z.object({
  year: z.union([z.string(), z.number().transform(String)]).default(""),
  title: text(""),
  description: text(""),
  color: oneOf(TIMELINE_COLORS, "primary"),
});

const DEFAULT_ITEMS = [
  { year: "1982", title: "Gründung", description: "Start als kleiner Handwerksbetrieb mit drei Mitarbeitenden.", color: "primary" as const },
  { year: "2005", title: "Neuer Standort", description: "Umzug in die neue Fertigungshalle mit 4.000 m².", color: "blue" as const },
  { year: "2024", title: "Digitalisierung", description: "Vernetzte Fertigung und eigenes Kundenportal.", color: "green" as const },
];

const schema = z.object({
  title: text("Unsere Geschichte"),
  subtitle: text(""),
  items: z.array(item).default(() => DEFAULT_ITEMS.map((i) => ({ ...i }))),
});

export type TimelineContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "timeline",
  label: "Zeitleiste",
  category: "Components",
  schema,
  fields: {
    title: field.text("Titel"),
    subtitle: field.multiline("Untertitel"),
    items: field.list("Einträge", "Eintrag", {
      year: field.text("Jahr"),
      title: field.text("Titel"),
      description: field.multiline("Beschreibung"),
      color: field.select("Farbe", TIMELINE_COLORS, {
        primary: "Primärfarbe",
        secondary: "Grau",
        destructive: "Rot",
        blue: "Blau",
        green: "Grün",
        purple: "Lila",
        orange: "Orange",
      }),
    }),
  },
  styleFields: BLOCK_STYLE,
  Render: function TimelineBlock({ content }) {
    const editable = useEditable();
    return (
      <section className="mx-auto max-w-3xl">
        {(content.title || content.subtitle) && (
          <header className="mb-8 text-center">
            {content.title && <h2 {...editable("title")} className="text-[clamp(1.5rem,1.3rem+0.9vw,2rem)] font-semibold leading-tight tracking-tight text-balance">{content.title}</h2>}
            {content.subtitle && <p {...editable("subtitle")} className="mt-3 leading-relaxed text-muted-foreground">{content.subtitle}</p>}
          </header>
        )}
        {content.items.length > 0 && (
          <ol className="relative ml-3 border-l-2 border-border md:ml-28">
            {content.items.map((entry, i) => (
              <li key={i} className="relative mb-8 pl-6 last:mb-0 md:pl-8">
                <span aria-hidden="true" className={`absolute top-1.5 -left-[9px] size-4 rounded-full ring-4 ring-background ${MARKER[entry.color]}`} />
                {entry.year && (
                  <p {...editable(`items.${i}.year`)} className="text-sm font-semibold text-primary-strong md:absolute md:top-0.5 md:-left-28 md:w-20 md:text-right">
                    {entry.year}
                  </p>
                )}
                {entry.title && <h3 {...editable(`items.${i}.title`)} className="text-lg font-semibold leading-snug">{entry.title}</h3>}
                {entry.description && <p {...editable(`items.${i}.description`)} className="mt-1 leading-relaxed text-muted-foreground">{entry.description}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    );
  },
});
