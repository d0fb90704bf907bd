import { Columns2 } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the columns block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "columns", icon: Columns2 });
