import { CircleCheck } from "lucide-react";
import { deSite } from "~/i18n/site";
import type { AccountNotice as Kind } from "~/lib/account-landing";

const t = deSite.site.account;

/** The site's word after a new account's confirmation link (spec §7). */
export function AccountNotice({ kind }: { kind: Kind }) {
  return (
    <section role="status" aria-label={t.label} className="mb-6 flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      <p>
        {t[kind]}{" "}
        {kind === "ready" && (
          <a href="/admin" className="font-medium underline underline-offset-2">
            {t.toAdmin}
          </a>
        )}
        {kind === "confirmed" && (
          <a href="/auth" className="font-medium underline underline-offset-2">
            {t.signIn}
          </a>
        )}
      </p>
    </section>
  );
}
