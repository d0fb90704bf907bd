export { PropertiesPanel, type PropertiesPanelProps } from "./properties-panel";
export { panelTabs, isRichTextModule, type PanelTab } from "./tabs";
export { PRESET_COLOURS, FONT_FAMILIES, FONT_FAMILY_LABELS } from "./constants";
