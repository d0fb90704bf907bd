export { RichTextEditor, type RichTextEditorProps } from "./rich-text-editor";
export { RichTextDialog, type RichTextDialogProps } from "./rich-text-dialog";
export { acceptLinkUrl, linkAttributes } from "./link-url";
export { parseTextColour, sameColour, colourCommand, currentColourChoice } from "./text-colour";
export { unsupportedContent } from "./unsupported";
