import { Columns3 } from "lucide-react";
import { defineBlockEditor } from "../block-editor";
import type { FlexibleRowContent } from "./block";
import { CanvasTools } from "./canvas";

/** The admin side of the flexible row (app/blocks/admin-registry.ts): symbol and column tools. */
export const editor = defineBlockEditor<FlexibleRowContent>({ type: "flexible-row", icon: Columns3, CanvasTools });
