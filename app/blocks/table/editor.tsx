import { Table } from "lucide-react";
import { defineBlockEditor } from "../block-editor";
import type { TableContent } from "./block";
import { CanvasTools } from "./canvas";
import { TableInsertDialog } from "./insert-dialog";

/** The admin side of the table block (app/blocks/admin-registry.ts): symbol, insert dialog, row and column tools. */
export const editor = defineBlockEditor<TableContent>({
  type: "table",
  icon: Table,
  InsertDialog: TableInsertDialog,
  strings: { inserted: "Tabelle eingefügt", insertFailed: "Die Tabelle konnte nicht eingefügt werden." },
  CanvasTools,
});
