import { LayoutTemplate } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the section block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "section", icon: LayoutTemplate });
