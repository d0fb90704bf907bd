import { Mail } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the contact-form block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "contact-form", icon: Mail });
