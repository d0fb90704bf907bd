import { Music } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the audio block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "audio", icon: Music });
