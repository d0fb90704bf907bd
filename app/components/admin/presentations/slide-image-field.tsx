import { ImagePlus, X } from "lucide-react";
import type { SlideSummary } from "./slide-list";
import { Button } from "~/components/ui/button";
import { dePresentationsAdmin } from "~/i18n/presentations-admin";

const e = dePresentationsAdmin.editor;

/** A slide's image: the thumbnail (or 'Kein Bild'), choose/change and remove. */
export function SlideImageField({ slide, onChoose, onRemove, readOnly = false }: { slide: SlideSummary; onChoose: () => void; onRemove: () => void; readOnly?: boolean }) {
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium">{e.image}</span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex aspect-video w-40 items-center justify-center overflow-hidden rounded border bg-muted">
          {slide.imageUrl ? (
            <img src={slide.imageUrl} alt={e.imageAlt(slide.title)} className="size-full object-cover" data-testid="slide-image" />
          ) : (
            <span className="px-2 text-center text-xs text-muted-foreground">{e.noImage}</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2" hidden={readOnly}>
          <Button type="button" size="sm" variant="outline" onClick={onChoose}>
            <ImagePlus aria-hidden="true" />
            {slide.imageUrl ? e.changeImage : e.chooseImage}
          </Button>
          {slide.imageUrl && (
            <Button type="button" size="sm" variant="ghost" onClick={onRemove}>
              <X aria-hidden="true" />
              {e.removeImage}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
