import { Calendar } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the datepicker block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "datepicker", icon: Calendar });
