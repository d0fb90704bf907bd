import { Image as ImageIcon } from "lucide-react";
import { defineBlockEditor } from "../block-editor";
import { ImageInsertDialog } from "./insert-dialog";

/** The admin side of the image block (app/blocks/admin-registry.ts): symbol and insert dialog. */
export const editor = defineBlockEditor({
  type: "image",
  icon: ImageIcon,
  InsertDialog: ImageInsertDialog,
  strings: { inserted: "Bild eingefügt", insertFailed: "Das Bild konnte nicht eingefügt werden." },
});
