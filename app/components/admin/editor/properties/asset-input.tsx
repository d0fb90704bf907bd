import { FileAudio, FileText, FileVideo, ImageIcon } from "lucide-react";
import { useState } from "react";
import { FormField } from "~/components/admin/forms/fields";
import { AssetPicker } from "~/components/admin/media/asset-picker";
import { thumbnailUrl } from "~/components/admin/media/asset-preview";
import { Button } from "~/components/ui/button";
import type { AssetField } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import type { AssetType } from "~/lib/assets";
import { typesFromAccept } from "./accept-types";
import type { FieldInputProps } from "./field-props";
import { UrlInput } from "./url-input";
import { useDraft } from "./use-draft";

const t = deEditor.properties.asset;

/** What a stored address most likely is, for the preview (a library URL says it by its folder). */
export function previewKind(url: string, types: readonly AssetType[]): AssetType {
  const path = url.split(/[?#]/)[0].toLowerCase();
  if (/^\/media\/images\/|\.(avif|webp|png|jpe?g|gif|svg)$/.test(path)) return "image";
  if (/^\/media\/videos\/|\.(mp4|webm|mov)$/.test(path)) return "video";
  if (/^\/media\/audios?\/|\.(mp3|wav|ogg|m4a)$/.test(path)) return "audio";
  return types.length === 1 ? types[0] : "document";
}

function fileName(url: string): string {
  const path = url.split(/[?#]/)[0];
  return decodeURIComponent(path.slice(path.lastIndexOf("/") + 1)) || url;
}

function Preview({ url, types, label }: { url: string; types: readonly AssetType[]; label: string }) {
  const box = "flex h-24 w-full items-center justify-center overflow-hidden rounded-md border bg-muted text-muted-foreground";
  if (url === "") {
    return (
      <div className={box}>
        <span className="flex items-center gap-2 text-xs">
          <ImageIcon aria-hidden="true" className="size-4" />
          {t.none}
        </span>
      </div>
    );
  }
  const kind = previewKind(url, types);
  if (kind === "image") {
    const src = url.startsWith("/media/") ? thumbnailUrl(url) : url;
    return (
      <div className={box}>
        <img src={src} alt={t.preview(label)} loading="lazy" decoding="async" className="size-full object-contain" />
      </div>
    );
  }
  const Icon = kind === "video" ? FileVideo : kind === "audio" ? FileAudio : FileText;
  return (
    <div className={box}>
      <span className="flex max-w-full items-center gap-2 px-3 text-xs">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span className="truncate">{fileName(url)}</span>
      </span>
    </div>
  );
}

/**
 * A file from the media library: preview, 'Auswählen …' opens the asset picker limited to the
 * field's types, the asset's URL is stored. The address stays editable for files elsewhere (a
 * YouTube link for the video block).
 */
export function AssetInput({ field, value, id, onChange }: FieldInputProps<AssetField>) {
  const [open, setOpen] = useState(false);
  const stored = typeof value === "string" ? value : "";
  const draft = useDraft(stored);
  const types = typesFromAccept(field.accept);
  const hint = [field.help, t.urlHint].filter(Boolean).join(" ");
  return (
    <FormField id={id} label={field.label} hint={hint}>
      {(aria) => (
        <div className="grid gap-2">
          <Preview url={stored} types={types} label={field.label} />
          <div className="flex gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
              {t.choose}
            </Button>
            <Button type="button" variant="ghost" size="sm" disabled={stored === ""} onClick={() => onChange("")}>
              {t.remove}
            </Button>
          </div>
          <UrlInput id={id} draft={draft} onChange={onChange} {...aria} />
          <AssetPicker
            open={open}
            onOpenChange={setOpen}
            types={types.length > 0 ? types : undefined}
            title={t.pickerTitle(field.label)}
            // The asset's alternative text and description are offered to the block's own fields (take-over.ts).
            onSelect={(asset) => onChange(asset.url, false, { alt: asset.alt_text, caption: asset.description })}
          />
        </div>
      )}
    </FormField>
  );
}
