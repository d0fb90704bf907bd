import { ChevronDown } from "lucide-react";
import { deFaq } from "./strings";
import { z } from "zod";
import { field, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";

const item = z.object({
  id: text(""),
  question: text(""),
  answer: text(""),
});

const DEFAULT_ITEMS = [
  {
    id: "faq-1",
    question: "Wie schnell erhalte ich ein Angebot?",
    answer: "In der Regel melden wir uns innerhalb von zwei Werktagen mit einem individuellen Angebot.",
  },
  {
    id: "faq-2",
    question: "Bieten Sie auch Wartung und Service an?",
    answer: "Ja. Auf Wunsch übernehmen wir Wartung, Ersatzteilversorgung und Schulungen vor Ort.",
  },
  {
    id: "faq-3",
    question: "Liefern Sie auch ins Ausland?",
    answer: "Wir liefern in die gesamte EU sowie in die Schweiz; weitere Länder auf Anfrage.",
  },
];

const schema = z.object({
  title: text("Häufig gestellte Fragen"),
  description: text(""),
  items: z.array(item).default(() => DEFAULT_ITEMS.map((i) => ({ ...i }))),
});

export type FaqContent = z.infer<typeof schema>;

/**
 * An accordion from native <details>/<summary>: keyboard- and screen-reader-accessible and working
 * without JavaScript. Answers are plain text (line breaks kept).
 */
export const block = defineBlock({
  type: "faq",
  label: "FAQ",
  category: "Components",
  schema,
  fields: {
    title: field.text("Titel"),
    description: field.multiline("Beschreibung"),
    items: field.list("Fragen", "Frage", {
      id: field.notEditable("Wird automatisch vergeben (Sprungziel der Frage)"),
      question: field.text("Frage"),
      answer: field.multiline("Antwort"),
    }),
  },
  styleFields: BLOCK_STYLE,
  Render: function FaqBlock({ block, content }) {
    const editable = useEditable();
    // Each with its index in the stored list: the in-place editor writes to that item.
    const items = content.items.map((faq, index) => ({ faq, index })).filter(({ faq }) => faq.question.trim() !== "");
    const headingId = `faq-${block.id}-titel`;
    return (
      <section aria-labelledby={content.title ? headingId : undefined} className="mx-auto max-w-3xl">
        {content.title && (
          <h2 id={headingId} {...editable("title")} className="text-[clamp(1.5rem,1.3rem+0.9vw,2rem)] font-semibold leading-tight tracking-tight text-balance">
            {content.title}
          </h2>
        )}
        {content.description && <p {...editable("description")} className="mt-3 leading-relaxed text-muted-foreground">{content.description}</p>}
        {items.length === 0 ? (
          <p className="mt-6 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">{deFaq.empty}</p>
        ) : (
          <div className="mt-6 divide-y divide-border rounded-xl border border-border">
            {items.map(({ faq, index }) => (
              <details key={faq.id || index} id={faq.id || undefined} className="group px-4 sm:px-6">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
                  <span {...editable(`items.${index}.question`)}>{faq.question}</span>
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
                </summary>
                <div {...editable(`items.${index}.answer`)} className="pb-4 leading-relaxed whitespace-pre-line text-muted-foreground">{faq.answer}</div>
              </details>
            ))}
          </div>
        )}
      </section>
    );
  },
});
