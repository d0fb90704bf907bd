/** German texts of the role checks beyond the capability matrix (issue 29: authors and their posts). */
export const deRoles = {
  authorPostsOnly: "Kein Zugriff: Als Autor können Sie nur Blogbeiträge anlegen.",
  authorNoPublish: "Kein Zugriff: Als Autor dürfen Sie nicht veröffentlichen oder planen. Das übernimmt ein Redakteur.",
  authorOwnDrafts: "Kein Zugriff: Als Autor dürfen Sie nur eigene Blogbeiträge bearbeiten, die noch nie veröffentlicht und nicht geplant sind.",
  jobDenied: "Kein Zugriff: Diese Hintergrundarbeit dürfen Sie nicht ansehen.",
  readOnlyTitle: "Nur lesen",
  readOnlyText: "Diesen Inhalt dürfen Sie ansehen, aber nicht ändern. Als Autor bearbeiten Sie nur eigene Blogbeiträge, die noch nie veröffentlicht und nicht geplant sind.",
  matrixTitle: "Berechtigungen",
  matrixIntro: "Welche Rolle was darf. Jede Operation nennt ihre Berechtigung; angemeldet ohne Rolle: kein Zugriff.",
  matrixCapability: "Berechtigung",
  permission: (roles: string) => `Berechtigung: ${roles}`,
  permissionPublic: "Berechtigung: öffentlich",
  permissionJob: (kinds: string) => `Berechtigung: je nach Art der Arbeit (${kinds})`,
  noAccessInShell: "Kein Zugriff",
  forbiddenResponse: "Angemeldet, aber die Rolle darf das nicht",
};
