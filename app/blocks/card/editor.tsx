import { IdCard } from "lucide-react";
import { defineBlockEditor } from "../block-editor";
import { CardInsertDialog } from "./insert-dialog";

/** The admin side of the card block (app/blocks/admin-registry.ts): symbol and insert dialog. */
export const editor = defineBlockEditor({
  type: "card",
  icon: IdCard,
  InsertDialog: CardInsertDialog,
  strings: { inserted: "Karte eingefügt", insertFailed: "Die Karte konnte nicht eingefügt werden." },
});
