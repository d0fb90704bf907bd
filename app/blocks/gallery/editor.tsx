import { Images } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the gallery block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "gallery", icon: Images });
