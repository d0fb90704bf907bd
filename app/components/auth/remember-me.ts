/** Spec §3: the 'Angemeldet bleiben' choice is kept in the browser under this key. */
export const REMEMBER_ME_KEY = "cms_remember_me";

export function readRememberMe(): boolean {
  try {
    return window.localStorage.getItem(REMEMBER_ME_KEY) === "true";
  } catch {
    // Storage blocked (privacy mode, policy): the checkbox simply starts unticked.
    return false;
  }
}

export function writeRememberMe(value: boolean): void {
  try {
    window.localStorage.setItem(REMEMBER_ME_KEY, String(value));
  } catch (error) {
    console.warn("Angemeldet bleiben: Auswahl konnte nicht gespeichert werden", error);
  }
}
