import { EDIT_FIELD_ATTR, useEditable } from "./editable";

/**
 * A field's text inside an element that shows more than the text (a link's icon, a required mark,
 * quotation marks): in edit mode the text gets its own marked <span> so the in-place editor edits
 * exactly the field; otherwise the bare text, so visitors' HTML stays as it was.
 */
export function EditableText({ path, children }: { path: string; children: string }) {
  const editable = useEditable();
  const marker = editable(path);
  return EDIT_FIELD_ATTR in marker ? <span {...marker}>{children}</span> : children;
}
