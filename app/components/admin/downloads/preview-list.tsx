import { RowIcon, type RowIconName } from "~/components/admin/forms/row-icons";
import { deDownloadsAdmin as t } from "~/i18n/downloads-admin";
import type { FolderPreview } from "./preview";

const ICONS = { document: "fileText", image: "image", video: "film", audio: "music", presentation: "presentation" } as const satisfies Record<string, RowIconName>;

/** The symbols the previews and the folder list use; the screen draws them once (RowIconSprite). */
export const DOWNLOADS_ICONS: readonly RowIconName[] = [...Object.values(ICONS), "folder", "folderOpen"];

/** The first files of a folder as /downloads lists them, then 'und n weitere' (spec §9). */
export function PreviewList({ preview, empty }: { preview?: FolderPreview; empty: string }) {
  // A folder flagged a moment ago: its preview comes with the reload that follows.
  if (!preview) return <p className="px-4 py-3 text-sm text-muted-foreground">{t.previewLoading}</p>;
  if (preview.items.length === 0) return <p className="px-4 py-3 text-sm text-muted-foreground">{empty}</p>;
  return (
    <div className="px-4 py-2">
      <ul className="grid list-none gap-0.5 p-0 text-sm" aria-label={t.preview}>
        {preview.items.map((item) => {
          return (
            <li key={item.id} className="flex items-center gap-2 py-1">
              <RowIcon name={ICONS[item.assetType] ?? "fileText"} className="shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate" title={item.name}>
                {item.name}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{item.size}</span>
            </li>
          );
        })}
      </ul>
      {preview.more > 0 && <p className="pt-1 pb-1 text-xs font-medium text-muted-foreground">{t.more(preview.more)}</p>}
    </div>
  );
}
