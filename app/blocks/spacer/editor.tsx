import { MoveVertical } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the spacer block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "spacer", icon: MoveVertical });
