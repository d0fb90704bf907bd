import { PanelsLeftRight } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the media-text block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "media-text", icon: PanelsLeftRight });
