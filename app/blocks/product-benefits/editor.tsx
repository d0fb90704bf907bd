import { BadgeCheck } from "lucide-react";
import { defineBlockEditor } from "../block-editor";

/** The admin side of the product-benefits block (app/blocks/admin-registry.ts): its library symbol. */
export const editor = defineBlockEditor({ type: "product-benefits", icon: BadgeCheck });
