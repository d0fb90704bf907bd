import { List } from "lucide-react";
import { defineBlockEditor } from "../block-editor";
import type { ListContent } from "./block";
import { CanvasTools } from "./canvas";

/** The admin side of the list block (app/blocks/admin-registry.ts): symbol and item tools. */
export const editor = defineBlockEditor<ListContent>({ type: "list", icon: List, CanvasTools });
