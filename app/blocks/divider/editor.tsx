import { Minus } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the divider block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "divider", icon: Minus });
