/** German strings of the 'Aktive Sitzungen' card in 'Konto' and its API (issue 29, item 4). */
export const deSessions = {
  title: "Aktive Sitzungen",
  intro: "Hier sind Sie angemeldet. Beenden Sie Sitzungen, die Sie nicht kennen oder nicht mehr brauchen.",
  current: "Diese Sitzung",
  lastUsed: "Zuletzt aktiv",
  signedIn: "Angemeldet seit",
  address: "Adresse",
  unknownAddress: "unbekannt",
  signOut: "Abmelden",
  signOutLabel: (device: string) => `Sitzung „${device}“ abmelden`,
  signOutEverywhere: "Überall abmelden",
  onlyThisSession: "Sie sind nur in dieser Sitzung angemeldet.",
  confirmTitle: "Überall abmelden?",
  confirmText: (count: number) =>
    count === 1
      ? "Die andere Sitzung wird sofort beendet. Diese Sitzung bleibt angemeldet."
      : `Alle ${count} anderen Sitzungen werden sofort beendet. Diese Sitzung bleibt angemeldet.`,
  confirm: "Andere Sitzungen beenden",
  ended: "Sitzung beendet",
  endedOthers: (count: number) => (count === 1 ? "Eine andere Sitzung wurde beendet." : `${count} andere Sitzungen wurden beendet.`),
  endFailed: "Sitzung konnte nicht beendet werden",
  endOthersFailed: "Andere Sitzungen konnten nicht beendet werden",
  loadFailed: "Sitzungen konnten nicht geladen werden",
  notFound: "Diese Sitzung gibt es nicht (mehr).",
  notCurrent: "Die aktuelle Sitzung beenden Sie mit „Abmelden“ im Menü.",
  offline: "Keine Verbindung zum Server.",
} as const;
