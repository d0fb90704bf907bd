import { z } from "zod";
import { bool, field, text } from "../fields";
import { BOX_STYLE } from "../style-fields";
import { defineBlock } from "../types";

const schema = z.object({
  /** Custom HTML; sanitised on the server (allow-list of sanitize.server.ts) before it is stored or rendered. */
  html: text(""),
  /** Editor only: show the rendered preview beside the code. Visitors always get the (sanitised) HTML. */
  showPreview: bool(true),
});

export const block = defineBlock({
  type: "html-code",
  aliases: ["html_code"],
  label: "HTML-Code",
  category: "Basic",
  schema,
  fields: {
    html: field.multiline("HTML-Code", { help: "Wird beim Speichern bereinigt: Skripte und Ereignis-Attribute werden entfernt." }),
    showPreview: field.switch("Vorschau im Editor anzeigen"),
  },
  styleFields: BOX_STYLE,
  htmlFields: ["html"],
  Render: ({ content }) =>
    content.html.trim() === "" ? null : <div className="prose-cms" dangerouslySetInnerHTML={{ __html: content.html }} />,
});
