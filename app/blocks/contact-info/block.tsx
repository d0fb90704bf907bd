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

/**
 * A phone number as a tel: address: digits with one leading + (spec §4). The trunk zero written
 * in brackets after a country code ("+49 (0)30 …") is not dialled, so it is dropped.
 */
export function telHref(number: string): string | null {
  const trimmed = number.trim().replace(/^(\+\d{1,3})\s*\(0\)/, "$1");
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length < 3) return null;
  return safeHref(`tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`);
}

const EMAIL = /[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:.]+/g;
/** A phone number inside a line: starts with + or a digit, at least 5 characters of digits and separators. */
const PHONE = /\+?\d[\d\s()/.-]{3,}\d/g;

/** Spec §4: a phone number becomes a tel: link, an e-mail address a mailto: link; others stay text. */
export function contactHref(icon: keyof typeof ICONS, value: string): string | null {
  if (icon === "phone") return telHref(value);
  if (icon === "mail") {
    const address = value.trim();
    return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(address) ? safeHref(`mailto:${address}`) : null;
  }
  return null;
}

export interface ContactPart {
  text: string;
  href?: string;
  kind?: "tel" | "mailto";
}

/**
 * A contact's text in parts, the addresses in it as links: every e-mail address (whatever the
 * row's icon), and on a phone row every phone number ("Zentrale: +49 561 0", one per line).
 * The parts' texts joined are the value as stored, so in-place editing sees the same text.
 */
export function contactParts(icon: keyof typeof ICONS, value: string): ContactPart[] {
  const found: { start: number; end: number; href: string; kind: "tel" | "mailto" }[] = [];
  for (const m of value.matchAll(EMAIL)) {
    const href = safeHref(`mailto:${m[0]}`);
    if (href !== "#") found.push({ start: m.index, end: m.index + m[0].length, href, kind: "mailto" });
  }
  if (icon === "phone") {
    for (const m of value.matchAll(PHONE)) {
      const start = m.index;
      const end = start + m[0].length;
      const href = telHref(m[0]);
      if (href && href !== "#" && !found.some((f) => start < f.end && end > f.start)) found.push({ start, end, href, kind: "tel" });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const parts: ContactPart[] = [];
  let at = 0;
  for (const f of found) {
    if (f.start > at) parts.push({ text: value.slice(at, f.start) });
    parts.push({ text: value.slice(f.start, f.end), href: f.href, kind: f.kind });
    at = f.end;
  }
  if (at < value.length) parts.push({ text: value.slice(at) });
  return parts;
}

/** The icon a link carries when its row shows another (an e-mail address on an address row). */
const LINK_ICONS = { tel: Phone, mailto: Mail } as const;
const ROW_KIND: Partial<Record<keyof typeof ICONS, ContactPart["kind"]>> = { phone: "tel", mail: "mailto" };

export const block = defineBlock({
  type: "contact-info",
  label: "Kontaktinformationen",
  category: "Components",
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
              const parts = contactParts(c.icon, c.value);
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
                    {parts.map((part, i) => {
                      if (!part.href || !part.kind) return part.text;
                      // Spec §4: tel: and mailto: links carry their icon: the row's, else one of their own.
                      const LinkIcon = ROW_KIND[c.icon] === part.kind ? null : LINK_ICONS[part.kind];
                      return (
                        <a key={i} href={part.href} className="inline-flex items-center gap-1.5 font-medium text-primary-strong underline-offset-4 hover:underline">
                          {LinkIcon && <LinkIcon aria-hidden="true" className="size-4 shrink-0" />}
                          {part.text}
                        </a>
                      );
                    })}
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
