import type { ShownSlide } from "~/blocks/slide/shown";
import { SubmitForm } from "~/components/admin/forms/submit-form";
import { de } from "~/i18n/de";
import type { SeoResult } from "~/blocks/seo";
import type { JsonCheck } from "./blocks-json";
import { BlocksJsonEditor } from "./blocks-json-editor";
import { PageSettingsFields, type PageFormValues, type ParentOption } from "./page-settings-fields";
import { SharePreviewButton } from "~/components/admin/preview/share-preview";
import { dePreview } from "~/i18n/preview";
import { SeoPanel } from "./seo-panel";

const t = de.pagesAdmin;

interface Props {
  kind: "settings" | "json";
  pageId: string;
  values: PageFormValues;
  errors: Record<string, string>;
  parents: ParentOption[];
  onChange: (patch: Partial<PageFormValues>) => void;
  json: string;
  onJson: (text: string) => void;
  check: JsonCheck;
  /** A presentation's slides: listed, not edited here (the presentation editor does that). */
  slides: ShownSlide[] | null;
  seo: SeoResult;
  fixing: boolean;
  onFixHeadings: () => void;
  onSubmit: () => void;
  /** False for a person who may not publish (an Autor). */
  publishing?: boolean;
  /** The switch 'Freigabe erforderlich' (pages.review). */
  reviewing?: boolean;
  /** Switching 'Freigabe erforderlich' off (review.waive, Administrators). */
  waiving?: boolean;
}

/** The settings and JSON tabs: the form (or the blocks as JSON) beside the SEO panel. */
export function FormTab(p: Props) {
  return (
    <SubmitForm className="mx-auto grid w-full max-w-6xl items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]" onSubmit={p.onSubmit}>
      <div className="grid min-w-0 gap-4">
        {p.kind === "settings" ? (
          <PageSettingsFields value={p.values} onChange={p.onChange} errors={p.errors} parents={p.parents} pageId={p.pageId} publishing={p.publishing} reviewing={p.reviewing} waiving={p.waiving} />
        ) : (
          <BlocksJsonEditor value={p.json} onChange={p.onJson} check={p.check} serverError={p.errors.content} />
        )}
        {p.kind === "settings" && p.slides && (
          <section aria-labelledby="folien-titel" className="grid gap-2 rounded-lg border bg-card p-4">
            <h2 id="folien-titel" className="font-semibold">
              {t.slides.title(p.slides.length)}
            </h2>
            <p className="text-muted-foreground">{t.slides.hint}</p>
            <ol className="list-decimal pl-5">
              {p.slides.map((slide) => (
                <li key={slide.id}>{slide.title || t.slides.untitled}</li>
              ))}
            </ol>
          </section>
        )}
      </div>
      <div className="grid gap-4 lg:sticky lg:top-32">
        {p.kind === "settings" && (
          <section aria-labelledby="vorschau-link-titel" className="grid gap-2 rounded-lg border bg-card p-4">
            <h2 id="vorschau-link-titel" className="font-semibold">
              {dePreview.settingsTitle}
            </h2>
            <p className="text-sm text-muted-foreground">{dePreview.settingsText}</p>
            <div>
              <SharePreviewButton pageId={p.pageId} compactLabel={false} />
            </div>
          </section>
        )}
        <SeoPanel result={p.seo} stale={!p.check.ok} fixing={p.fixing} onFixHeadings={p.onFixHeadings} blockedReason={p.slides ? de.optimize.blockedSlides : undefined} />
      </div>
    </SubmitForm>
  );
}
