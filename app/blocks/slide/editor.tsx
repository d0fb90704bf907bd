import { PanelsLeftRight } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the slide block (app/blocks/admin-registry.ts): its symbol on the canvas. */
export const editor = defineBlockEditor({ type: "slide", icon: PanelsLeftRight });
