/** Strings of presence (issue 30): who else has a page open. */
export const dePresence = {
  you: "Sie (anderer Tab)",
  listLabel: "Ebenfalls auf dieser Seite",
  editing: (name: string, time: string) => `${name} bearbeitet diese Seite seit ${time}`,
  viewing: (name: string, time: string) => `${name} sieht sich diese Seite an seit ${time}`,
  more: (count: number) => `+${count}`,
  moreLabel: (count: number) => `${count} weitere Personen`,
  dialogTitle: "Diese Seite wird gerade bearbeitet",
  dialogText: (name: string, time: string) => `${name} bearbeitet diese Seite seit ${time}.`,
  dialogHint: "Wenn Sie trotzdem bearbeiten, werden Ihre Änderungen beim Speichern zusammengeführt; nur wenn Sie beide dasselbe Element ändern, fragt der Editor nach.",
  leftTitle: (name: string) => `${name} hat die Seite verlassen`,
  leftText: "Niemand sonst bearbeitet diese Seite jetzt. Sie können sie bearbeiten.",
  view: "Ansehen",
  editAnyway: "Trotzdem bearbeiten",
  viewingBanner: (name: string | null) =>
    name ? `Nur ansehen: ${name} bearbeitet diese Seite. Änderungen erscheinen hier, sobald sie gespeichert sind.` : "Nur ansehen: Änderungen erscheinen hier, sobald sie gespeichert sind.",
  edit: "Bearbeiten",
  errors: {
    clientId: "Ungültige Tab-Kennung (client_id: 8–64 Zeichen aus Buchstaben, Ziffern, - und _).",
    mode: "Modus muss edit oder view sein.",
    surface: "Ort muss builder, slides oder inline sein.",
  },
};
