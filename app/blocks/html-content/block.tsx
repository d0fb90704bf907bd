import { z } from "zod";
import { text } from "../fields";
import { defineBlock } from "../types";

const schema = z.object({ html: text("") });

/** Stored HTML (also legacy page content that is a plain HTML string); sanitised on the server. */
export const block = defineBlock({
  type: "html-content",
  label: "HTML-Inhalt",
  category: "Basic",
  icon: "file-code",
  schema,
  htmlFields: ["html"],
  Render: ({ content }) => <div className="prose-cms" dangerouslySetInnerHTML={{ __html: content.html }} />,
});
