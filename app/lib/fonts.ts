/** Spec §9 editor fonts; "" is the theme font ('Standard'). */
export const FONT_FAMILIES = ["", "Arial", "Helvetica", "Georgia", "Times New Roman", "Courier New", "Verdana", "Trebuchet MS"] as const;
export const FONT_FAMILY_LABELS = {
  "": "Standard",
  Arial: "Arial",
  Helvetica: "Helvetica",
  Georgia: "Georgia",
  "Times New Roman": "Times New Roman",
  "Courier New": "Courier New",
  Verdana: "Verdana",
  "Trebuchet MS": "Trebuchet MS",
} as const satisfies Record<(typeof FONT_FAMILIES)[number], string>;
