import { Columns3 } from "lucide-react";
import { defineBlockEditor } from "../block-editor";
import { FixedColumnsTools } from "../fixed-columns-tools";

/** The admin side of the three-column block (app/blocks/admin-registry.ts): its library symbol and the column widths' canvas tools. */
export const editor = defineBlockEditor({ type: "three-column", icon: Columns3, CanvasTools: FixedColumnsTools });
