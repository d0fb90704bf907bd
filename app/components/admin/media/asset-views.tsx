import { useDraggable } from "@dnd-kit/core";
import { Copy, FolderInput, Pencil, Trash2 } from "lucide-react";
import { RowButton, RowCheckbox } from "~/components/admin/forms/row-controls";
import { RowIcon } from "~/components/admin/forms/row-icons";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { deMedia } from "~/i18n/media";
import type { Asset } from "~/lib/assets";
import { formatDateTime, formatFileSize } from "~/lib/format";
import { cn } from "~/lib/utils";
import { AssetPreview, assetExtension } from "./asset-preview";

const t = deMedia.library;

export const dragAssetId = (id: string) => `asset:${id}`;

export interface AssetViewProps {
  assets: Asset[];
  selection: ReadonlySet<string>;
  onToggle: (asset: Asset, checked: boolean) => void;
  onOpen: (asset: Asset) => void;
  onCopy: (asset: Asset) => void;
  /** Absent for a role that may not change media (an Autor): no 'Verschieben' / 'Löschen'. */
  onMove?: (asset: Asset) => void;
  onDelete?: (asset: Asset) => void;
  /** Assets can be dragged onto folders (needs a DndContext around). */
  dnd?: boolean;
}

function typeLabel(asset: Asset): string {
  const ext = assetExtension(asset);
  return ext ? `${deMedia.types[asset.asset_type]} · ${ext}` : deMedia.types[asset.asset_type];
}

export function assetMeta(asset: Asset): string {
  const parts = [typeLabel(asset), formatFileSize(asset.file_size)];
  if (asset.width && asset.height) parts.push(t.dimensions(asset.width, asset.height));
  return parts.join(" · ");
}

function AssetMenu({ asset, onOpen, onCopy, onMove, onDelete, className }: Pick<AssetViewProps, "onOpen" | "onCopy" | "onMove" | "onDelete"> & { asset: Asset; className?: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <RowButton type="button" className={className} aria-label={t.actionsFor(asset.name)}>
          <RowIcon name="more" />
        </RowButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onOpen(asset)}>
          <Pencil aria-hidden="true" />
          {t.edit}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onCopy(asset)}>
          <Copy aria-hidden="true" />
          {t.copyUrl}
        </DropdownMenuItem>
        {onMove && (
          <DropdownMenuItem onSelect={() => onMove(asset)}>
            <FolderInput aria-hidden="true" />
            {t.moveTo}
          </DropdownMenuItem>
        )}
        {onDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(asset)}>
              <Trash2 aria-hidden="true" />
              {t.delete}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function useAssetDrag(asset: Asset, enabled: boolean) {
  // Pointer only (see FolderRow): the card's buttons keep Enter/Space for opening.
  return useDraggable({ id: dragAssetId(asset.id), disabled: !enabled, data: { kind: "asset", id: asset.id, name: asset.name } });
}

function AssetCard({ asset, selected, dnd, ...props }: Omit<AssetViewProps, "assets" | "selection"> & { asset: Asset; selected: boolean }) {
  const drag = useAssetDrag(asset, Boolean(dnd));
  return (
    <li
      ref={drag.setNodeRef}
      {...drag.listeners}
      data-asset-id={asset.id}
      title={dnd ? t.dragHint : undefined}
      className={cn(
        "group mcard",
        selected && "border-primary ring-2 ring-primary",
        drag.isDragging && "opacity-50",
      )}
    >
      <button type="button" className="mcard-open" onClick={() => props.onOpen(asset)}>
        <AssetPreview asset={asset} sprite className="aspect-[4/3] border-b" />
        <span className="grid gap-0.5 p-2.5">
          <span className="truncate font-medium" title={asset.name}>
            {asset.name}
          </span>
          <span className="truncate text-xs text-muted-foreground">{assetMeta(asset)}</span>
          <span className="text-xs text-muted-foreground">{formatDateTime(asset.created_at)}</span>
        </span>
      </button>
      <div className={cn("mcard-check", !selected && "opacity-70 group-hover:opacity-100 focus-within:opacity-100")}>
        <RowCheckbox checked={selected} aria-label={t.select(asset.name)} onCheckedChange={(v) => props.onToggle(asset, v)} className="block" />
      </div>
      <AssetMenu asset={asset} {...props} className="mcard-menu" />
    </li>
  );
}

export function AssetGrid({ assets, selection, ...props }: AssetViewProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]" aria-label={t.title}>
      {assets.map((asset) => (
        <AssetCard key={asset.id} asset={asset} selected={selection.has(asset.id)} {...props} />
      ))}
    </ul>
  );
}

function AssetRow({ asset, selected, dnd, ...props }: Omit<AssetViewProps, "assets" | "selection"> & { asset: Asset; selected: boolean }) {
  const drag = useAssetDrag(asset, Boolean(dnd));
  const dimensions = asset.width && asset.height ? t.dimensions(asset.width, asset.height) : null;
  return (
    <tr ref={drag.setNodeRef} {...drag.listeners} data-asset-id={asset.id} className={cn("border-b last:border-b-0 hover:bg-muted/40", selected && "bg-primary/5", drag.isDragging && "opacity-50")}>
      <td className="px-3 py-2">
        <RowCheckbox checked={selected} aria-label={t.select(asset.name)} onCheckedChange={(v) => props.onToggle(asset, v)} className="block" />
      </td>
      <td className="py-1.5">
        <AssetPreview asset={asset} compact sprite className="size-12 rounded border" />
      </td>
      <td className="px-3 py-2">
        <button type="button" className="block max-w-full truncate rounded-sm text-left font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50" onClick={() => props.onOpen(asset)} title={asset.name}>
          {asset.name}
        </button>
        {/* Where the type and dimension columns are hidden, they follow the name. */}
        <p className="truncate text-xs text-muted-foreground 2xl:hidden">{[typeLabel(asset), dimensions].filter(Boolean).join(" · ")}</p>
      </td>
      <td className="px-3 py-2 whitespace-nowrap max-2xl:hidden">{typeLabel(asset)}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatFileSize(asset.file_size)}</td>
      <td className="px-3 py-2 whitespace-nowrap tabular-nums max-2xl:hidden">{dimensions ?? "–"}</td>
      <td className="px-3 py-2 whitespace-nowrap tabular-nums max-md:hidden">{formatDateTime(asset.created_at)}</td>
      <td className="px-2 py-2">
        <AssetMenu asset={asset} {...props} />
      </td>
    </tr>
  );
}

export function AssetList({ assets, selection, ...props }: AssetViewProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border bg-card shadow-xs">
      <table className="w-full table-fixed text-left">
        <thead className="border-b text-xs text-muted-foreground">
          <tr>
            <th className="w-10 px-3 py-2">
              <span className="sr-only">{t.selection}</span>
            </th>
            <th className="w-16 py-2 font-medium">
              <span className="sr-only">{t.columns.preview}</span>
            </th>
            <th className="px-3 py-2 font-medium">{t.columns.name}</th>
            <th className="w-40 px-3 py-2 font-medium max-2xl:hidden">{t.columns.type}</th>
            <th className="w-24 px-3 py-2 text-right font-medium">{t.columns.size}</th>
            <th className="w-32 px-3 py-2 font-medium max-2xl:hidden">{t.columns.dimensions}</th>
            <th className="w-40 px-3 py-2 font-medium max-md:hidden">{t.columns.date}</th>
            <th className="w-12 px-2 py-2">
              <span className="sr-only">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {assets.map((asset) => (
            <AssetRow key={asset.id} asset={asset} selected={selection.has(asset.id)} {...props} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
