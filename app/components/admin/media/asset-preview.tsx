import { FileArchive, FileAudio, FileImage, FileSpreadsheet, FileText, FileVideo, Presentation, type LucideIcon } from "lucide-react";
import { RowIcon, type RowIconName } from "~/components/admin/forms/row-icons";
import type { Asset } from "~/lib/assets";
import { cn } from "~/lib/utils";

/** "bericht.final.PDF" → "PDF"; from the stored path, whose extension the server set from the content. */
export function assetExtension(asset: Pick<Asset, "file_path" | "name">): string {
  const from = (value: string) => /\.([a-z0-9]{1,8})$/i.exec(value)?.[1]?.toUpperCase() ?? "";
  return from(asset.file_path) || from(asset.name);
}

const ICONS: Record<Asset["asset_type"], LucideIcon> = {
  image: FileImage,
  video: FileVideo,
  audio: FileAudio,
  document: FileText,
  presentation: Presentation,
};

/** The same icons as symbols of the screen's sprite (MEDIA_ROW_ICONS), for the library's pages of fifty. */
const ROW_ICONS: Record<Asset["asset_type"], RowIconName> = {
  image: "fileImage",
  video: "fileVideo",
  audio: "fileAudio",
  document: "fileText",
  presentation: "presentation",
};

/** The sprite symbols AssetPreview uses with `sprite` (drawn once by the library). */
export const MEDIA_ROW_ICONS: readonly RowIconName[] = [...Object.values(ROW_ICONS), "fileArchive", "fileSheet"];

function iconFor(asset: Pick<Asset, "asset_type" | "mime_type">): LucideIcon {
  if (asset.asset_type === "document") {
    if (/zip|compressed/.test(asset.mime_type)) return FileArchive;
    if (/sheet|excel|csv/.test(asset.mime_type)) return FileSpreadsheet;
  }
  return ICONS[asset.asset_type] ?? FileText;
}

function rowIconFor(asset: Pick<Asset, "asset_type" | "mime_type">): RowIconName {
  if (asset.asset_type === "document") {
    if (/zip|compressed/.test(asset.mime_type)) return "fileArchive";
    if (/sheet|excel|csv/.test(asset.mime_type)) return "fileSheet";
  }
  return ROW_ICONS[asset.asset_type] ?? "fileText";
}

/** Thumbnail width from the allowed variant widths (spec §9); 640 is sharp enough for a card. */
export function thumbnailUrl(url: string): string {
  return `${url}?width=640&format=webp`;
}

/**
 * What a card or row shows of a file: an image variant (lazy), a video's first frame (the browser
 * fetches only the metadata and the frame at 0.1 s), else an icon with the extension. `sprite`:
 * the icons refer to the screen's RowIconSprite (a page of fifty files, issue 38 item 18).
 */
export function AssetPreview({ asset, className, compact, sprite }: { asset: Asset; className?: string; compact?: boolean; sprite?: boolean }) {
  // `mpreview`: a short class (app/app.css), the library shows fifty of these a page.
  const box = cn("mpreview", className);
  if (asset.asset_type === "image") {
    return (
      <div className={cn(box, "mpreview-img")}>
        <img
          src={thumbnailUrl(asset.url)}
          alt=""
          loading="lazy"
          decoding="async"
          width={asset.width ?? undefined}
          height={asset.height ?? undefined}
          className="size-full object-contain"
          draggable={false}
        />
      </div>
    );
  }
  if (asset.asset_type === "video") {
    return (
      <div className={cn(box, "bg-slate-900")}>
        <video src={`${asset.url}#t=0.1`} preload="metadata" muted playsInline tabIndex={-1} aria-hidden="true" className="pointer-events-none size-full object-contain" />
        {sprite ? <RowIcon name="fileVideo" className="absolute right-1.5 bottom-1.5 text-white drop-shadow" /> : <FileVideo aria-hidden="true" className="absolute right-1.5 bottom-1.5 size-4 text-white drop-shadow" />}
      </div>
    );
  }
  const Icon = iconFor(asset);
  const ext = assetExtension(asset);
  return (
    <div className={cn(box, "flex-col gap-1 text-muted-foreground")}>
      {sprite ? <RowIcon name={rowIconFor(asset)} className={compact ? "size-5" : "size-10"} /> : <Icon aria-hidden="true" className={compact ? "size-5" : "size-10"} strokeWidth={1.5} />}
      {ext && !compact && <span className="rounded bg-background px-1.5 py-0.5 text-xs font-semibold tracking-wide text-foreground">{ext}</span>}
    </div>
  );
}
