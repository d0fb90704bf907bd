/**
 * German messages of the input checks every API shares (issue 26 items 6 and 8): characters no
 * text may hold, and the bounds of rich text.
 */
export const deInput = {
  badCharacters: (field: string, multiline: boolean) =>
    `${field}: enthält unzulässige Zeichen (${multiline ? "" : "Zeilenumbrüche, "}Steuerzeichen wie NUL, U+FFFE/U+FFFF oder ein unvollständiges Unicode-Zeichen). Bitte entfernen Sie sie.`,
  tooDeep: (field: string, max: number) => `${field}: Die Formatierung ist zu tief verschachtelt (höchstens ${max} Ebenen).`,
  dataUrl: (field: string) =>
    `${field}: Eingebettete Daten (data:-Adresse) sind nicht erlaubt. Bitte laden Sie das Bild in die Mediathek hoch oder geben Sie eine http(s)-Adresse an.`,
  tooLong: (field: string, max: number) => `${field}: Der Text ist zu lang (höchstens ${max.toLocaleString("de-DE")} Zeichen).`,
  contentTooLarge: (max: number) => `Der Inhalt der Seite ist zu groß (höchstens ${max.toLocaleString("de-DE")} Zeichen Text insgesamt).`,
  tooManyElements: (max: number) =>
    `Der Inhalt der Seite hat zu viele HTML-Elemente (höchstens ${max.toLocaleString("de-DE")}). Bitte teilen Sie ihn auf mehrere Seiten auf.`,
};
