import { z } from "zod";
import { bool, text } from "../fields";
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
  icon: "code",
  schema,
  htmlFields: ["html"],
  Render: ({ content }) =>
    content.html.trim() === "" ? null : <div className="prose-cms" dangerouslySetInnerHTML={{ __html: content.html }} />,
});
