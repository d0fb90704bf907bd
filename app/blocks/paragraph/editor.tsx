import { Pilcrow } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the paragraph block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "paragraph", icon: Pilcrow });
