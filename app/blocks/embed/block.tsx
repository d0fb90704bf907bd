import { z } from "zod";
import { deEmbed } from "./strings";
import { ASPECT_RATIO_LABELS, field, oneOf, text } from "../fields";
import { ASPECT_RATIOS, aspectRatioCss, cssLength, lengthText } from "../image/media";
import { useBlockData } from "../data";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";

const schema = z.object({
  /**
   * Third-party embed code (widgets, scripts). Deliberately NOT in htmlFields: scripts are the
   * point of this block, so it is not sanitised but isolated (see EMBED_SANDBOX).
   */
  embedCode: text(""),
  /** Spec §9: default 100% × 400 px, 16:9. */
  width: lengthText("100%"),
  height: lengthText("400px"),
  aspectRatio: oneOf(ASPECT_RATIOS, "16:9"),
});

/**
 * Isolation policy for embed code: it runs only inside an iframe with sandbox="allow-scripts" and
 * WITHOUT allow-same-origin. The frame gets an opaque origin, so its scripts cannot read or change
 * our page, its cookies or storage, cannot navigate the top window, open pop-ups or submit forms.
 * On the public site the frame's document comes from /embed/{slug}/{blockId} (app/routes/embed.ts),
 * served with its own CSP that lets the embed's scripts run and carries the same sandbox, so even
 * opened directly it has no access to our origin. Elsewhere (editor, previews) the frame is built
 * from srcdoc and inherits the page's strict CSP.
 */
export const EMBED_SANDBOX = "allow-scripts";

export function embedDocument(embedCode: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>html,body{margin:0;padding:0}body{font-family:system-ui,sans-serif}</style></head><body>${embedCode}</body></html>`;
}

/** A fixed height wins; with height "auto" (or empty) the aspect ratio sizes the frame. */
export function embedBox(content: { width: string; height: string; aspectRatio: (typeof ASPECT_RATIOS)[number] }) {
  const height = content.height === "auto" ? "" : cssLength(content.height);
  return {
    width: cssLength(content.width) || "100%",
    height,
    aspectRatio: height ? undefined : (aspectRatioCss(content.aspectRatio) ?? "16 / 9"),
  };
}

export const block = defineBlock({
  type: "embed",
  label: "Einbettung",
  category: "Media",
  schema,
  fields: {
    embedCode: field.multiline("Einbettungscode", { help: "Läuft abgeschottet in einem eigenen Rahmen, ohne Zugriff auf die Website." }),
    width: field.text("Breite", { help: "z. B. 100% oder 600px" }),
    height: field.text("Höhe", { help: "z. B. 400px; „auto“: nach Seitenverhältnis" }),
    aspectRatio: field.select("Seitenverhältnis", ASPECT_RATIOS, ASPECT_RATIO_LABELS),
  },
  styleFields: BLOCK_STYLE,
  Render: EmbedFrame,
});

function EmbedFrame({ block, content }: { block: { id: string }; content: z.infer<typeof schema> }) {
  const { pageSlug } = useBlockData();
  if (content.embedCode.trim() === "") return null;
  const box = embedBox(content);
  const source = pageSlug
    ? {
        src: `/embed/${encodeURIComponent(pageSlug)}/${encodeURIComponent(block.id)}`,
      }
    : { srcDoc: embedDocument(content.embedCode) };
  return (
    <iframe
      sandbox={EMBED_SANDBOX}
      {...source}
      title={deEmbed.title}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="mx-auto block max-w-full rounded-lg border-0"
      style={{
        width: box.width,
        height: box.height || undefined,
        aspectRatio: box.aspectRatio,
      }}
    />
  );
}
