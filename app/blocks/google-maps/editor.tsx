import { MapPin } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the google-maps block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "google-maps", icon: MapPin });
