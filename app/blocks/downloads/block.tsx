import { z } from "zod";
import { formatFileSize } from "~/lib/format";
import { useBlockData, type DownloadFile, type DownloadFolder } from "../data";
import { bool, clampedNumber, oneOf, text } from "../fields";
import { safeMediaSrc } from "../image/media";
import { defineBlock } from "../types";
import { DownloadsList, type DownloadGroup } from "./downloads-list.island";

/** Spec §5: columns desktop 1–6, tablet 1–4, mobile 1–2; anything unreadable falls back to 3/2/1. */
const columns = (max: number, fallback: number) => clampedNumber(1, max, fallback).catch(fallback);

const schema = z.object({
  title: text("Downloads"),
  description: text(""),
  /** Folder ids whose files are listed when showAllAssets is off. */
  selectedFolders: z.array(z.string()).catch([]).default([]),
  showAllAssets: bool(true),
  groupByFolder: bool(false),
  layout: oneOf(["grid", "list"] as const, "grid"),
  showFileSize: bool(true),
  showDescription: bool(true),
  enableSearch: bool(true),
  enableFiltering: bool(true),
  columnsDesktop: columns(6, 3),
  columnsTablet: columns(4, 2),
  columnsMobile: columns(2, 1),
});

export type DownloadsContent = z.infer<typeof schema>;

const MOBILE: Record<number, string> = { 1: "grid-cols-1", 2: "grid-cols-2" };
const TABLET: Record<number, string> = { 1: "md:grid-cols-1", 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-4" };
const DESKTOP: Record<number, string> = {
  1: "lg:grid-cols-1",
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
  6: "lg:grid-cols-6",
};

/** Responsive grid classes: mobile < 768 px, tablet < 1024 px, desktop above. */
export function downloadsGridClass(content: Pick<DownloadsContent, "columnsMobile" | "columnsTablet" | "columnsDesktop">): string {
  return `${MOBILE[content.columnsMobile]} ${TABLET[content.columnsTablet]} ${DESKTOP[content.columnsDesktop]}`;
}

/** The files this block lists: all handed in, or those in the selected folders. */
export function selectDownloads(files: DownloadFile[], content: Pick<DownloadsContent, "showAllAssets" | "selectedFolders">): DownloadFile[] {
  if (content.showAllAssets) return files;
  const folders = new Set(content.selectedFolders);
  return files.filter((f) => f.folderId !== null && folders.has(f.folderId));
}

/** One group per folder (by folder name, files without folder as 'Allgemein'), or one group. */
export function groupDownloads(
  files: DownloadFile[],
  folders: DownloadFolder[],
  content: Pick<DownloadsContent, "groupByFolder" | "showFileSize">,
): DownloadGroup[] {
  const item = (f: DownloadFile) => ({
    id: f.id,
    name: f.name,
    description: f.description,
    url: safeMediaSrc(f.url),
    assetType: f.assetType,
    folderId: f.folderId,
    size: content.showFileSize ? formatFileSize(f.fileSize) : "",
  });
  const sorted = [...files].sort((a, b) => a.name.localeCompare(b.name, "de"));
  if (!content.groupByFolder) return [{ title: "", items: sorted.map(item) }];
  const names = new Map(folders.map((f) => [f.id, f.name]));
  const groups = new Map<string, DownloadGroup>();
  for (const file of sorted) {
    const title = (file.folderId && names.get(file.folderId)) || "Allgemein";
    if (!groups.has(title)) groups.set(title, { title, items: [] });
    groups.get(title)!.items.push(item(file));
  }
  return [...groups.values()].sort((a, b) => (a.title === "Allgemein" ? 1 : b.title === "Allgemein" ? -1 : a.title.localeCompare(b.title, "de")));
}

function DownloadsBlock({ content }: { content: DownloadsContent }) {
  const { downloads } = useBlockData();
  const files = selectDownloads(downloads?.files ?? [], content);
  return (
    <section aria-label={content.title || "Downloads"} className="w-full">
      {content.title && <h2 className="text-[clamp(1.25rem,1.15rem+0.4vw,1.5rem)] font-semibold leading-snug">{content.title}</h2>}
      {content.description && <p className="mt-2 leading-relaxed text-muted-foreground">{content.description}</p>}
      <div className={content.title || content.description ? "mt-5" : undefined}>
        <DownloadsList
          groups={groupDownloads(files, downloads?.folders ?? [], content)}
          showDescription={content.showDescription}
          enableSearch={content.enableSearch}
          enableFiltering={content.enableFiltering}
          layout={content.layout}
          gridClass={downloadsGridClass(content)}
        />
      </div>
    </section>
  );
}

export const block = defineBlock({
  type: "downloads",
  label: "Downloads",
  category: "Components",
  icon: "download",
  schema,
  Render: DownloadsBlock,
});
