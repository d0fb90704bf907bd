import { Megaphone } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the cta block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "cta", icon: Megaphone });
