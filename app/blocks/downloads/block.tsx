import { z } from "zod";
import { bool, clampedNumber, field, oneOf, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { MAX_DOWNLOAD_FILES, useDownloadsData } from "./downloads-data";
import { DownloadsList } from "./downloads-list.island";
import { groupDownloads, selectDownloads } from "./select";
import { deDownloads as t } from "./strings";

/** Spec §5: columns desktop 1–6, tablet 1–4, mobile 1–2; anything unreadable falls back to 3/2/1. */
const columns = (max: number, fallback: number) => clampedNumber(1, max, fallback).catch(fallback);

const LAYOUTS = ["grid", "list"] as const;

const schema = z.object({
  title: text("Downloads"),
  description: text(""),
  /** Folder ids whose files are listed when showAllAssets is off. */
  selectedFolders: z.array(z.string()).catch([]).default([]),
  showAllAssets: bool(true),
  groupByFolder: bool(false),
  layout: oneOf(LAYOUTS, "grid"),
  showFileSize: bool(true),
  showDescription: bool(true),
  enableSearch: bool(true),
  enableFiltering: bool(true),
  columnsDesktop: columns(6, 3),
  columnsTablet: columns(4, 2),
  columnsMobile: columns(2, 1),
});

export type DownloadsContent = z.infer<typeof schema>;

export { groupDownloads, selectDownloads };

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

function DownloadsBlock({ content }: { content: DownloadsContent }) {
  const downloads = useDownloadsData();
  const folders = downloads?.folders ?? [];
  const files = selectDownloads(downloads?.files ?? [], folders, content);
  return (
    <section aria-label={content.title || t.fallbackLabel} className="w-full">
      {content.title && <h2 className="text-[clamp(1.25rem,1.15rem+0.4vw,1.5rem)] font-semibold leading-snug">{content.title}</h2>}
      {content.description && <p className="mt-2 leading-relaxed text-muted-foreground">{content.description}</p>}
      <div className={content.title || content.description ? "mt-5" : undefined}>
        <DownloadsList
          groups={groupDownloads(files, folders, content)}
          showDescription={content.showDescription}
          enableSearch={content.enableSearch}
          enableFiltering={content.enableFiltering}
          layout={content.layout}
          gridClass={downloadsGridClass(content)}
          headingLevel={content.title ? 3 : 2}
        />
      </div>
    </section>
  );
}

export const block = defineBlock({
  type: "downloads",
  label: "Downloads",
  category: "Components",
  schema,
  fields: {
    title: field.text("Titel"),
    description: field.multiline("Beschreibung"),
    selectedFolders: field.folders("Ordner", {
      help: `Gilt, wenn „Alle Download-Dateien anzeigen“ aus ist. Angezeigt werden höchstens ${MAX_DOWNLOAD_FILES} Dateien je Seite (die ersten nach Namen); die übrigen bleiben in der Mediathek erhalten.`,
    }),
    showAllAssets: field.switch("Alle Download-Dateien anzeigen", {
      help: `Dateien aus den als Download-Ordner markierten Ordnern (höchstens ${MAX_DOWNLOAD_FILES} je Seite, die ersten nach Namen; die übrigen bleiben in der Mediathek erhalten)`,
    }),
    groupByFolder: field.switch("Nach Ordnern gruppieren"),
    layout: field.select("Darstellung", LAYOUTS, { grid: "Raster", list: "Liste" }),
    showFileSize: field.switch("Dateigröße anzeigen"),
    showDescription: field.switch("Beschreibung anzeigen"),
    enableSearch: field.switch("Suche anzeigen"),
    enableFiltering: field.switch("Filter nach Dateityp anzeigen"),
    columnsDesktop: field.number("Spalten (Desktop)", 1, 6),
    columnsTablet: field.number("Spalten (Tablet)", 1, 4),
    columnsMobile: field.number("Spalten (Mobil)", 1, 2),
  },
  styleFields: BLOCK_STYLE,
  Render: DownloadsBlock,
});
