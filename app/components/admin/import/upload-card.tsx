import { CheckCircle2, FileUp, RefreshCw } from "lucide-react";
import { useRef, useState } from "react";
import { useFileDrop } from "~/components/admin/media/use-file-drop";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { deImport } from "~/i18n/import";
import { formatFileSize } from "~/lib/format";
import type { ImportUpload } from "~/lib/import-schema";
import { cn } from "~/lib/utils";
import { HiddenFileInput } from "~/components/admin/forms/native-inputs";
import { useFileUpload } from "~/components/admin/forms/use-file-upload";
import { uploadExport } from "./import-api";

const t = deImport.upload;

/**
 * Step 1: the export file, chosen or dropped anywhere on the screen, uploaded with a progress bar;
 * the server's refusal ("keine WordPress-Exportdatei") shows at the field.
 */
export function UploadCard({ upload, locked, onUploaded, onCleared }: { upload: ImportUpload | null; locked: boolean; onUploaded: (upload: ImportUpload) => void; onCleared: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { sending, percent, run } = useFileUpload();
  const [error, setError] = useState<string | null>(null);

  async function send(files: File[]) {
    if (locked || sending) return;
    if (files.length !== 1) return setError(t.onlyOne);
    const [file] = files;
    setError(null);
    const outcome = await run(file, (onProgress) => uploadExport(file, onProgress));
    if (input.current) input.current.value = "";
    if (outcome.ok) onUploaded(outcome.upload);
    else if (!outcome.cancelled) setError(outcome.error);
  }

  const dragging = useFileDrop((files) => void send(files), !locked && !sending);

  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle>
          <h2 className="text-base leading-tight">{t.step}</h2>
        </CardTitle>
        <CardDescription>{t.hint}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        <HiddenFileInput ref={input} id="import-file" accept=".xml,application/xml,text/xml" label={t.fileLabel} errorId={error ? "import-file-error" : null} disabled={locked || sending !== null} onFiles={(files) => void send(files)} />
        {upload && !sending ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/30 px-3 py-2.5">
            <p className="flex min-w-0 items-center gap-2" data-testid="import-uploaded">
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
              <span className="[overflow-wrap:anywhere]">{t.uploaded(upload.name, formatFileSize(upload.size))}</span>
            </p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={locked}
              onClick={() => {
                onCleared();
                input.current?.click();
              }}
            >
              <RefreshCw aria-hidden="true" />
              {t.another}
            </Button>
          </div>
        ) : (
          <div
            className={cn(
              "grid justify-items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors",
              dragging ? "border-primary bg-primary/5" : "border-border",
            )}
            data-testid="import-dropzone"
          >
            <FileUp aria-hidden="true" className="size-6 text-muted-foreground" />
            {sending ? (
              <div className="grid w-full gap-1.5">
                <p className="text-xs [overflow-wrap:anywhere] text-muted-foreground">
                  {sending.name} · {t.uploading(percent)}
                </p>
                <div role="progressbar" aria-label={sending.name} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-1.5 overflow-hidden rounded-full bg-muted">
                  <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${percent}%` }} />
                </div>
              </div>
            ) : (
              <>
                <p className="text-muted-foreground">{dragging ? t.dropOverlay : t.drop}</p>
                <Button type="button" size="sm" variant="outline" disabled={locked} onClick={() => input.current?.click()}>
                  {t.choose}
                </Button>
              </>
            )}
          </div>
        )}
        {error && (
          <p id="import-file-error" role="alert" className="text-xs font-medium text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
