import { LayoutGrid } from "lucide-react";
import { defineBlockEditor } from "../block-editor";
import { FixedColumnsTools } from "../fixed-columns-tools";

/** The admin side of the grid block (app/blocks/admin-registry.ts): its library symbol and the column widths' canvas tools. */
export const editor = defineBlockEditor({ type: "grid", icon: LayoutGrid, CanvasTools: FixedColumnsTools });
