import { TextCursorInput } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the input block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "input", icon: TextCursorInput });
