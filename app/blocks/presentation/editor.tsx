import { PanelsLeftRight } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the presentation block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "presentation", icon: PanelsLeftRight });
