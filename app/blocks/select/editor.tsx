import { List } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the select block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "select", icon: List });
