import { z } from "zod";
import { field, text } from "../fields";
import { BOX_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";

const schema = z.object({ html: text("") });

/** Stored HTML (also legacy page content that is a plain HTML string); sanitised on the server. */
export const block = defineBlock({
  type: "html-content",
  label: "HTML-Inhalt",
  category: "Basic",
  schema,
  fields: {
    html: field.richtext("Inhalt"),
  },
  styleFields: BOX_STYLE,
  htmlFields: ["html"],
  hooks: { seo: () => ({ htmlFields: ["html"] }) },
  Render: function HtmlContentBlock({ content }) {
    const editable = useEditable();
    return <div {...editable("html")} className="prose-cms" dangerouslySetInnerHTML={{ __html: content.html }} />;
  },
});
