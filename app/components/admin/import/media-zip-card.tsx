import { CheckCircle2, FileArchive, Loader2, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/sonner";
import { deImport } from "~/i18n/import";
import { formatFileSize } from "~/lib/format";
import { IMPORT_MEDIA_MAX_BYTES, IMPORT_MEDIA_MAX_MB, type ImportMedia } from "~/lib/import-schema";
import { HiddenFileInput } from "~/components/admin/forms/native-inputs";
import { useFileUpload } from "~/components/admin/forms/use-file-upload";
import { importApi, uploadMediaZip } from "./import-api";

const t = deImport.media;

/**
 * 'Medien aus einer Sicherung' (optional, beside the export): ZIPs of wp-content/uploads, each sent
 * with a progress bar and unpacked on the server, adding up; the dry run and the import take files
 * from them before the network. The server's refusal (no ZIP, unsafe path, too many entries …)
 * shows at the field.
 */
export function MediaZipCard({ upload, media, locked, onChange }: { upload: string | null; media: ImportMedia | null; locked: boolean; onChange: (media: ImportMedia | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { sending, percent, run } = useFileUpload();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  // Another export: its own ZIP (or none), no message of the one before.
  useEffect(() => setError(null), [upload]);

  async function send(file: File | undefined) {
    if (!upload || !file || locked || sending) return;
    // The server would refuse it too, after the whole upload.
    if (file.size > IMPORT_MEDIA_MAX_BYTES) {
      if (input.current) input.current.value = "";
      return setError(deImport.api.zipTooLarge(IMPORT_MEDIA_MAX_MB / 1024));
    }
    setError(null);
    const outcome = await run(file, (onProgress) => uploadMediaZip(upload, file, onProgress));
    if (input.current) input.current.value = "";
    if (outcome.ok) onChange(outcome.media);
    else if (!outcome.cancelled) setError(outcome.error);
  }

  async function remove() {
    if (!upload || locked || sending) return;
    setError(null);
    setRemoving(true);
    const result = await importApi.removeMedia(upload);
    setRemoving(false);
    if (!result.ok && result.status !== 404) return setError(result.error);
    onChange(null);
    toast.success(t.removed);
  }

  const disabled = !upload || locked || sending !== null || removing;

  return (
    <Card className="gap-4 py-5" data-testid="import-media">
      <CardHeader className="px-5">
        <CardTitle className={upload ? undefined : "text-muted-foreground"}>
          <h2 className="text-base leading-tight">
            {t.label} <span className="whitespace-nowrap">{t.labelSource}</span>
          </h2>
        </CardTitle>
        <CardDescription>{t.hint}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        <HiddenFileInput ref={input} id="import-media-file" accept=".zip,application/zip,application/x-zip-compressed" label={t.fileLabel} errorId={error ? "import-media-error" : null} disabled={disabled} onFiles={(files) => void send(files[0])} />
        {sending ? (
          <div className="grid gap-1.5" data-testid="import-media-progress">
            <p className="flex items-center gap-2 text-xs [overflow-wrap:anywhere] text-muted-foreground">
              {percent >= 100 && <Loader2 aria-hidden="true" className="size-3.5 shrink-0 animate-spin" />}
              {sending.name} · {percent >= 100 ? t.unpacking : t.uploading(percent)}
            </p>
            <div role="progressbar" aria-label={sending.name} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-1.5 overflow-hidden rounded-full bg-muted">
              <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${percent}%` }} />
            </div>
          </div>
        ) : null}
        {media && upload ? (
          <div className="grid gap-2 rounded-lg border bg-muted/30 px-3 py-2.5">
            <ul className="grid gap-1" data-testid="import-media-uploaded">
              {media.zips.map((zip, i) => (
                <li key={`${i}-${zip.name}`} className="flex min-w-0 items-center gap-2">
                  <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
                  <span className="[overflow-wrap:anywhere]">{t.uploaded(zip.name, formatFileSize(zip.size), zip.files)}</span>
                </li>
              ))}
            </ul>
            {media.zips.length > 1 && <p className="text-xs text-muted-foreground">{t.total(media.files)}</p>}
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
                <Plus aria-hidden="true" />
                {t.add}
              </Button>
              <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => void remove()}>
                <Trash2 aria-hidden="true" />
                {t.remove}
              </Button>
            </div>
          </div>
        ) : sending ? null : (
          <Button type="button" size="sm" variant="outline" className="justify-self-start" disabled={disabled} onClick={() => input.current?.click()}>
            <FileArchive aria-hidden="true" />
            {t.choose}
          </Button>
        )}
        {!upload && <p className="text-xs text-muted-foreground">{t.needsUpload}</p>}
        {error && (
          <p id="import-media-error" role="alert" className="text-xs font-medium text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
