import { Contact } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the contact-info block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "contact-info", icon: Contact });
