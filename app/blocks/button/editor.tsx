import { MousePointerClick } from "lucide-react";
import { defineBlockEditor } from "../block-editor";
import { ButtonInsertDialog } from "./insert-dialog";

/** The admin side of the button block (app/blocks/admin-registry.ts): symbol and insert dialog. */
export const editor = defineBlockEditor({
  type: "button",
  icon: MousePointerClick,
  InsertDialog: ButtonInsertDialog,
  strings: { inserted: "Button eingefügt", insertFailed: "Der Button konnte nicht eingefügt werden." },
});
