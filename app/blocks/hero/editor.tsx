import { PanelTop } from "lucide-react";
import { defineBlockEditor } from "../block-editor";
import { HeroInsertDialog } from "./insert-dialog";

/** The admin side of the hero block (app/blocks/admin-registry.ts): symbol and insert dialog. */
export const editor = defineBlockEditor({
  type: "hero",
  icon: PanelTop,
  InsertDialog: HeroInsertDialog,
  strings: { inserted: "Hero-Sektion eingefügt", insertFailed: "Die Hero-Sektion konnte nicht eingefügt werden." },
});
