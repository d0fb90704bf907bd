import { Milestone } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the timeline block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "timeline", icon: Milestone });
