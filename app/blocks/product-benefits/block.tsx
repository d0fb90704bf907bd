import { CircleCheck } from "lucide-react";
import { z } from "zod";
import { field, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";

const benefit = z.object({
  title: text(""),
  description: text(""),
});

const DEFAULT_BENEFITS = [
  { title: "Höchste Qualität", description: "Gefertigt nach DIN EN ISO 9001 und in jeder Charge geprüft." },
  { title: "Schnelle Lieferung", description: "Lagerware verlässt unser Haus innerhalb von 24 Stunden." },
  { title: "Persönlicher Service", description: "Feste Ansprechpartner beraten Sie von der Planung bis zur Wartung." },
];

const schema = z.object({
  title: text("Ihre Vorteile"),
  description: text(""),
  benefits: z.array(benefit).default(() => DEFAULT_BENEFITS.map((b) => ({ ...b }))),
});

export type ProductBenefitsContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "product-benefits",
  label: "Produktvorteile",
  category: "Components",
  schema,
  fields: {
    title: field.text("Titel"),
    description: field.multiline("Beschreibung"),
    benefits: field.list("Vorteile", "Vorteil", {
      title: field.text("Titel"),
      description: field.multiline("Beschreibung"),
    }),
  },
  styleFields: BLOCK_STYLE,
  Render: function ProductBenefitsBlock({ content }) {
    const editable = useEditable();
    // Each with its index in the stored list: the in-place editor writes to that item.
    const benefits = content.benefits.map((b, index) => ({ ...b, index })).filter((b) => b.title.trim() !== "" || b.description.trim() !== "");
    return (
      <section>
        {(content.title || content.description) && (
          <header className="mx-auto mb-8 max-w-2xl text-center">
            {content.title && <h2 {...editable("title")} className="text-[clamp(1.5rem,1.3rem+0.9vw,2rem)] font-semibold leading-tight tracking-tight text-balance">{content.title}</h2>}
            {content.description && <p {...editable("description")} className="mt-3 leading-relaxed text-muted-foreground">{content.description}</p>}
          </header>
        )}
        {benefits.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {benefits.map((b) => (
              <li key={b.index} className="flex gap-4 rounded-xl border border-border bg-card p-6">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary-strong" />
                <div>
                  {b.title && <h3 {...editable(`benefits.${b.index}.title`)} className="font-semibold leading-snug">{b.title}</h3>}
                  {b.description && <p {...editable(`benefits.${b.index}.description`)} className="mt-1 text-sm leading-relaxed text-muted-foreground">{b.description}</p>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  },
});
