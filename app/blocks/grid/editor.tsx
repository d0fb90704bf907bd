import { LayoutGrid } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the grid block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "grid", icon: LayoutGrid });
