/** German texts of roles and refusals (issue 29). */
export const deAccess = {
  /** The 403 of a signed-in person whose role lacks the capability. */
  denied: (role: string, capability: string) => `Kein Zugriff: Als ${role} dürfen Sie das nicht (${capability}).`,
  roleLabel: "Rolle",
};
