import { dePresence } from "~/i18n/presence";
import { berlinTime, type PresencePerson } from "~/lib/presence";

const t = dePresence;
const SHOWN = 4;

/** Tones for the circles, picked by the person (stable across renders and tabs); each ≥ 4.5:1 with white 11 px initials. */
const TONES = ["bg-sky-700", "bg-emerald-700", "bg-violet-700", "bg-amber-700", "bg-rose-700", "bg-teal-700"];
function toneOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return TONES[Math.abs(hash) % TONES.length];
}

export function presenceName(person: PresencePerson): string {
  return person.self ? t.you : person.name;
}

/** 'Anna Berger bearbeitet diese Seite seit 10:42' (Europe/Berlin). */
export function presenceLine(person: PresencePerson): string {
  return (person.mode === "edit" ? t.editing : t.viewing)(presenceName(person), berlinTime(person.since));
}

/**
 * Who else has the page open: initials in circles (the name on hover and focus, and for screen
 * readers), and one line about the first of them (editors first). Nothing when alone. Plain
 * elements only: the inline-edit bundle shows it too.
 */
export function PresenceStack({ people, className = "" }: { people: PresencePerson[]; className?: string }) {
  if (people.length === 0) return null;
  const shown = people.slice(0, SHOWN);
  const rest = people.length - shown.length;
  return (
    <div data-testid="presence" className={`flex min-w-0 items-center gap-2 ${className}`}>
      <ul aria-label={t.listLabel} className="flex shrink-0 -space-x-1.5">
        {shown.map((person) => {
          const line = presenceLine(person);
          return (
            <li key={person.user_id}>
              <span
                role="img"
                tabIndex={0}
                title={line}
                aria-label={line}
                data-presence-person={person.self ? "self" : person.user_id}
                className={`grid size-7 place-items-center rounded-full text-[11px] font-semibold text-white ring-2 ring-background outline-none focus-visible:ring-ring ${person.self ? "bg-slate-500" : toneOf(person.user_id)} ${person.mode === "view" ? "border-2 border-dashed border-white/80" : ""}`}
              >
                <span aria-hidden="true">{person.initials}</span>
              </span>
            </li>
          );
        })}
        {rest > 0 && (
          <li>
            <span role="img" title={t.moreLabel(rest)} aria-label={t.moreLabel(rest)} className="grid size-7 place-items-center rounded-full bg-muted text-[11px] font-semibold text-muted-foreground ring-2 ring-background">
              <span aria-hidden="true">{t.more(rest)}</span>
            </span>
          </li>
        )}
      </ul>
      <span data-testid="presence-line" className="hidden truncate text-xs text-muted-foreground md:inline">
        {presenceLine(people[0])}
      </span>
    </div>
  );
}
