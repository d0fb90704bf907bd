import { Columns3 } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the three-column block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "three-column", icon: Columns3 });
