import { CircleHelp } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the faq block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "faq", icon: CircleHelp });
