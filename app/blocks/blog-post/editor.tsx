import { Newspaper } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the blog-post block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "blog-post", icon: Newspaper });
