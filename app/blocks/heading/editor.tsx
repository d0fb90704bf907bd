import { Heading } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the heading block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "heading", icon: Heading });
