import { Columns2 } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the two-column block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "two-column", icon: Columns2 });
