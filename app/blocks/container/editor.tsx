import { SquareDashed } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the container block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "container", icon: SquareDashed });
