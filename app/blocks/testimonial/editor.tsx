import { Quote } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the testimonial block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "testimonial", icon: Quote });
