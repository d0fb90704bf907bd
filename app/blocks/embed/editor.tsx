import { CodeXml } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the embed block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "embed", icon: CodeXml });
