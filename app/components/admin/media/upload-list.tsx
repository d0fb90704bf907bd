import { CheckCircle2, CircleAlert, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { deMedia } from "~/i18n/media";
import { formatFileSize } from "~/lib/format";
import { cn } from "~/lib/utils";
import { uploadPercent, type UploadItem } from "./upload-queue";

const t = deMedia.upload;

/** One row per file: progress bar with percent and cancel while it runs, the outcome after. */
export function UploadList({ items, onCancel, onClear }: { items: UploadItem[]; onCancel: (id: string) => void; onClear: () => void }) {
  if (items.length === 0) return null;
  const running = items.some((i) => i.status === "queued" || i.status === "uploading");
  return (
    <section aria-labelledby="upload-list-title" className="grid gap-2 rounded-xl border bg-card p-3 shadow-xs" data-testid="upload-list">
      <div className="flex items-center justify-between gap-2">
        <h2 id="upload-list-title" className="text-sm font-medium">
          {t.title}
        </h2>
        {!running && (
          <Button type="button" variant="ghost" size="sm" className="h-7" onClick={onClear}>
            {t.clear}
          </Button>
        )}
      </div>
      <ul className="grid gap-2">
        {items.map((item) => {
          const percent = uploadPercent(item);
          const active = item.status === "queued" || item.status === "uploading";
          return (
            <li key={item.id} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1" data-upload-status={item.status}>
              <div className="flex min-w-0 items-center gap-2">
                {item.status === "done" && <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />}
                {item.status === "failed" && <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-destructive" />}
                <span className="truncate font-medium">{item.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatFileSize(item.size)}</span>
              </div>
              <div className="flex items-center gap-2">
                <span className="w-24 text-right text-xs text-muted-foreground tabular-nums">
                  {item.status === "queued" ? t.waiting : item.status === "uploading" ? `${percent} %` : item.status === "done" ? t.done : item.status === "cancelled" ? t.cancelled : t.failed}
                </span>
                {active ? (
                  <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={t.cancel(item.name)} title={t.cancel(item.name)} onClick={() => onCancel(item.id)}>
                    <X aria-hidden="true" />
                  </Button>
                ) : (
                  <span className="size-7" />
                )}
              </div>
              <div
                role="progressbar"
                aria-label={item.name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={t.progress(item.name, percent)}
                className="col-span-2 h-1.5 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className={cn("h-full rounded-full transition-[width] duration-200", item.status === "failed" ? "bg-destructive" : item.status === "cancelled" ? "bg-muted-foreground/40" : item.status === "done" ? "bg-success" : "bg-primary")}
                  style={{ width: `${item.status === "failed" || item.status === "cancelled" ? 100 : percent}%` }}
                />
              </div>
              {item.status === "failed" && item.error && <p className="col-span-2 text-xs text-destructive">{item.error}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
