import { Eye } from "lucide-react";
import { dePreview as t } from "~/i18n/preview";
import { formatDateTime } from "~/lib/format";
import { SITE_ATTR } from "~/site-runtime/contract";

/**
 * The banner of a shared preview (/vorschau/:token): says that this is an unpublished working copy
 * and until when the link works. Its marker attribute keeps live updates and the admin bar off.
 */
export function PreviewBanner({ expiresAt }: { expiresAt: string }) {
  return (
    <div
      {...{ [SITE_ATTR.sharedPreview]: "" }}
      role="status"
      className="mb-6 flex items-start gap-3 rounded-lg border-2 border-amber-400 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t.banner}</p>
        <p className="text-sm">{t.bannerText(formatDateTime(expiresAt))}</p>
      </div>
    </div>
  );
}

/** The answer to an invalid, expired or revoked preview link (status 410). */
export function PreviewGoneScreen() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <title>{t.goneTitle}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="text-6xl font-bold tracking-tight text-primary">410</p>
      <h1 className="mt-4 text-2xl font-semibold">{t.goneTitle}</h1>
      <p className="mt-2">{t.goneText}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t.goneHint}</p>
      <a
        href="/"
        className="mt-8 rounded-md text-primary-strong underline underline-offset-4 hover:text-primary/80 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {t.toHome}
      </a>
    </div>
  );
}
