import { Copy, ExternalLink, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { TextField } from "~/components/admin/forms/fields";
import { useApiAction } from "~/components/admin/forms/use-api-action";
import { Button } from "~/components/ui/button";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { deMedia } from "~/i18n/media";
import type { Asset, AssetUsage, Folder } from "~/lib/assets";
import { formatDateTime } from "~/lib/format";
import { AssetPreview } from "./asset-preview";
import { assetMeta } from "./asset-views";
import { absoluteUrl, copyAssetUrl } from "./copy-url";
import { FolderSelect } from "./folder-select";
import { mediaApi } from "./media-api";
import { UsageList } from "./usage-list";

const t = deMedia.edit;

/** Name, description, alt text, folder of one file; its address and where it is used. */
export function AssetEditDialog({ asset, folders, onClose, onSaved }: { asset: Asset; folders: Folder[]; onClose: () => void; onSaved: (asset: Asset) => void }) {
  const [name, setName] = useState(asset.name);
  const [description, setDescription] = useState(asset.description ?? "");
  const [alt, setAlt] = useState(asset.alt_text ?? "");
  const [folderId, setFolderId] = useState(asset.folder_id);
  const [usages, setUsages] = useState<AssetUsage[] | null>(null);
  const { run, busy, errors, setErrors } = useApiAction();

  useEffect(() => {
    let current = true;
    void mediaApi.getAsset(asset.id).then((result) => {
      if (current) setUsages(result.ok ? result.data.usages : []);
    });
    return () => {
      current = false;
    };
  }, [asset.id]);

  async function save() {
    const body = {
      name: name.trim(),
      description: description.trim() || null,
      ...(asset.asset_type === "image" ? { alt_text: alt.trim() || null } : {}),
      folder_id: folderId,
    };
    const result = await run<Asset>({ method: "PATCH", url: `/api/assets/${encodeURIComponent(asset.id)}`, body, success: deMedia.toasts.updated, failure: deMedia.toasts.updateFailed });
    if (result.ok) {
      onSaved(result.data);
      onClose();
    }
  }

  const clear = (field: string) => setErrors((current) => (field in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)) : current));

  return (
    <FormDialog
      title={t.title}
      description={assetMeta(asset)}
      descriptionClassName="truncate"
      className="sm:max-w-3xl"
      onClose={onClose}
      onSubmit={save}
      busy={busy !== null}
      submitDisabled={!name.trim()}
      submitLabel={t.save}
      busyLabel={t.saving}
      cancelLabel={t.cancel}
    >
      <div className="grid gap-5 md:grid-cols-[minmax(0,16rem)_1fr]">
        <div className="grid content-start gap-3">
          {asset.asset_type === "video" ? (
            <video src={asset.url} controls preload="metadata" className="aspect-video w-full rounded-md border bg-slate-900" />
          ) : asset.asset_type === "audio" ? (
            <>
              <AssetPreview asset={asset} className="aspect-[4/3] rounded-md border" />
              <audio src={asset.url} controls preload="none" className="w-full" />
            </>
          ) : (
            <AssetPreview asset={asset} className="aspect-[4/3] rounded-md border" />
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
            <dt className="text-muted-foreground">{deMedia.library.columns.date}</dt>
            <dd>{formatDateTime(asset.created_at)}</dd>
            <dt className="text-muted-foreground">MIME</dt>
            <dd className="truncate font-mono">{asset.mime_type}</dd>
          </dl>
          <Button asChild variant="outline" size="sm">
            <a href={asset.url} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              {t.open}
            </a>
          </Button>
        </div>
        <div className="grid content-start gap-4">
          <TextField id="asset-name" label={t.name} required value={name} maxLength={200} error={errors.name} onChange={(v) => (setName(v), clear("name"))} />
          <TextField id="asset-description" label={t.description} multiline value={description} maxLength={2000} error={errors.description} onChange={(v) => (setDescription(v), clear("description"))} />
          {asset.asset_type === "image" && (
            <TextField id="asset-alt" label={t.altText} hint={t.altHint} value={alt} maxLength={500} error={errors.alt_text} onChange={(v) => (setAlt(v), clear("alt_text"))} />
          )}
          <FolderSelect id="asset-folder" label={t.folder} folders={folders} value={folderId} error={errors.folder_id} onChange={(v) => (setFolderId(v), clear("folder_id"))} />
          <div className="grid gap-1.5">
            <Label htmlFor="asset-url">{t.url}</Label>
            <div className="flex gap-2">
              <Input id="asset-url" readOnly value={absoluteUrl(asset.url)} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" variant="outline" onClick={() => void copyAssetUrl(asset.url)}>
                <Copy aria-hidden="true" />
                {t.copy}
              </Button>
            </div>
          </div>
          <section aria-labelledby="asset-usages-title" className="grid gap-2 rounded-lg border bg-muted/30 p-3">
            <h3 id="asset-usages-title" className="text-sm font-medium">
              {t.usages}
            </h3>
            {usages === null ? (
              <p className="flex items-center gap-2 text-xs text-muted-foreground">
                <Loader2 aria-hidden="true" className="size-3.5 motion-safe:animate-spin" />
                {t.usagesLoading}
              </p>
            ) : usages.length === 0 ? (
              <p className="text-xs text-muted-foreground">{t.noUsages}</p>
            ) : (
              <UsageList usages={usages} />
            )}
          </section>
        </div>
      </div>
    </FormDialog>
  );
}
