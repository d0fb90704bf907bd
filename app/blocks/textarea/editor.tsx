import { Text } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the textarea block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "textarea", icon: Text });
