import { Video } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the video block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "video", icon: Video });
