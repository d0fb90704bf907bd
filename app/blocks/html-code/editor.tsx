import { Code } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the html-code block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "html-code", icon: Code });
