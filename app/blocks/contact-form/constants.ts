export const DEFAULT_BUTTON_COLOR = "#3b82f6";
