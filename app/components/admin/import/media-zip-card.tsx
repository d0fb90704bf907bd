import { CheckCircle2, FileArchive, Loader2, RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { deImport } from "~/i18n/import";
import { formatFileSize } from "~/lib/format";
import { IMPORT_MEDIA_MAX_BYTES, IMPORT_MEDIA_MAX_MB, type ImportMedia } from "~/lib/import-schema";
import { uploadMediaZip } from "./import-api";

const t = deImport.media;

interface Sending {
  name: string;
  size: number;
  loaded: number;
}

/**
 * 'Medien aus einer Sicherung' (optional, beside the export): a ZIP of wp-content/uploads, sent with
 * a progress bar and unpacked on the server; the dry run and the import take files from it before
 * the network. The server's refusal (no ZIP, unsafe path, too many entries …) shows at the field.
 */
export function MediaZipCard({ upload, media, locked, onUploaded }: { upload: string | null; media: ImportMedia | null; locked: boolean; onUploaded: (media: ImportMedia) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Leaving the screen mid-upload stops it (the server removes what it got).
  const abort = useRef<(() => void) | null>(null);
  useEffect(() => () => abort.current?.(), []);
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
    const request = uploadMediaZip(upload, file, (loaded) => setSending((current) => current && { ...current, loaded }));
    abort.current = request.abort;
    setSending({ name: file.name, size: file.size, loaded: 0 });
    const outcome = await request.promise;
    abort.current = null;
    setSending(null);
    if (input.current) input.current.value = "";
    if (outcome.ok) onUploaded(outcome.media);
    else if (!outcome.cancelled) setError(outcome.error);
  }

  const percent = sending && sending.size > 0 ? Math.min(100, Math.round((sending.loaded / sending.size) * 100)) : 0;
  const disabled = !upload || locked || sending !== null;

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
        <input
          ref={input}
          id="import-media-file"
          type="file"
          accept=".zip,application/zip,application/x-zip-compressed"
          className="sr-only"
          aria-label={t.fileLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "import-media-error" : undefined}
          disabled={disabled}
          onChange={(e) => void send(e.target.files?.[0])}
        />
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
        ) : media && upload ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/30 px-3 py-2.5">
            <p className="flex min-w-0 items-center gap-2" data-testid="import-media-uploaded">
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
              <span className="[overflow-wrap:anywhere]">{t.uploaded(media.name, formatFileSize(media.size), media.files)}</span>
            </p>
            <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
              <RefreshCw aria-hidden="true" />
              {t.another}
            </Button>
          </div>
        ) : (
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
