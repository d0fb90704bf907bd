import { FileCode } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the html-content block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "html-content", icon: FileCode });
