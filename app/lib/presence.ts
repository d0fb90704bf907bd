/** One person on a page as GET/POST /api/pages/:id/presence answer it (issue 30, presence). */
export interface PresencePerson {
  user_id: string;
  name: string;
  initials: string;
  /** edit when any of the person's tabs edits. */
  mode: "edit" | "view";
  /** ISO time the person began (in that mode). */
  since: string;
  /** builder | slides | inline */
  surface: string;
  /** The asking person's own other tab(s). */
  self: boolean;
  tabs: number;
}

export interface PresenceAnswer {
  people: PresencePerson[];
}

/** 'Anna Berger' → 'AB', 'anna' → 'A', '' → '?'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s.@_-]+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0][0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1][0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** HH:MM in Europe/Berlin. */
export function berlinTime(iso: string): string {
  return new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}
