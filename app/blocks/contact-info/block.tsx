import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { z } from "zod";
import { safeHref } from "~/lib/links";
import { field, oneOf, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";
import { EditableText } from "../editable-text";

const ICONS = { phone: Phone, mail: Mail, "map-pin": MapPin, clock: Clock } as const;

const CONTACT_ICONS = ["phone", "mail", "map-pin", "clock"] as const;

const contact = z.object({
  icon: oneOf(CONTACT_ICONS, "phone"),
  label: text(""),
  value: text(""),
});

const DEFAULT_CONTACTS = [
  { icon: "phone" as const, label: "Telefon", value: "+49 30 1234567" },
  { icon: "mail" as const, label: "E-Mail", value: "info@beispiel.de" },
  { icon: "map-pin" as const, label: "Adresse", value: "Musterstraße 1, 10115 Berlin" },
  { icon: "clock" as const, label: "Öffnungszeiten", value: "Mo–Fr 8:00–17:00 Uhr" },
];

const schema = z.object({
  title: text("Kontakt"),
  contacts: z.array(contact).default(() => DEFAULT_CONTACTS.map((c) => ({ ...c }))),
});

export type ContactInfoContent = z.infer<typeof schema>;

/** Spec §4: a phone number becomes a tel: link, an e-mail address a mailto: link; others stay text. */
export function contactHref(icon: keyof typeof ICONS, value: string): string | null {
  if (icon === "phone") {
    const digits = value.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
    return digits.replace("+", "").length >= 3 ? safeHref(`tel:${digits}`) : null;
  }
  if (icon === "mail") {
    const address = value.trim();
    return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(address) ? safeHref(`mailto:${address}`) : null;
  }
  return null;
}

export const block = defineBlock({
  type: "contact-info",
  label: "Kontaktinformationen",
  category: "Components",
  icon: "contact",
  schema,
  fields: {
    title: field.text("Titel"),
    contacts: field.list("Kontakte", "Kontakt", {
      icon: field.select("Symbol", CONTACT_ICONS, { phone: "Telefon", mail: "E-Mail", "map-pin": "Adresse", clock: "Öffnungszeiten" }),
      label: field.text("Bezeichnung"),
      value: field.multiline("Angabe", { help: "Telefonnummern und E-Mail-Adressen werden zu Links." }),
    }),
  },
  styleFields: BLOCK_STYLE,
  Render: function ContactInfoBlock({ content }) {
    const editable = useEditable();
    // Each with its index in the stored list: the in-place editor writes to that item.
    const contacts = content.contacts.map((c, index) => ({ ...c, index })).filter((c) => c.value.trim() !== "");
    return (
      <section className="rounded-xl border border-border bg-card p-6 sm:p-8">
        {content.title && <h2 {...editable("title")} className="text-[clamp(1.25rem,1.15rem+0.4vw,1.5rem)] font-semibold leading-snug">{content.title}</h2>}
        {contacts.length > 0 && (
          <dl className="mt-6 grid gap-6 sm:grid-cols-2">
            {contacts.map((c) => {
              const Icon = ICONS[c.icon];
              const href = contactHref(c.icon, c.value);
              return (
                // dl > div > dt + dd: the icon sits inside the term so the list stays valid.
                <div key={c.index} className="relative min-h-10 pl-14">
                  <dt className="text-sm font-medium text-muted-foreground">
                    <span aria-hidden="true" className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary-strong">
                      <Icon className="size-5" />
                    </span>
                    <EditableText path={`contacts.${c.index}.label`}>{c.label}</EditableText>
                  </dt>
                  <dd {...editable(`contacts.${c.index}.value`)} className="mt-0.5 break-words whitespace-pre-line">
                    {href ? (
                      <a href={href} className="font-medium text-primary-strong underline-offset-4 hover:underline">
                        {c.value}
                      </a>
                    ) : (
                      c.value
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </section>
    );
  },
});
