import { useCallback, useEffect, useState } from "react";
import { fieldAria } from "~/components/admin/forms/fields";
import { buildFolderTree, flattenFolderTree } from "~/components/admin/media/folder-tree";
import { mediaApi, type FolderWithCount } from "~/components/admin/media/media-api";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import type { FoldersField } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import type { FieldInputProps } from "./field-props";

const t = deEditor.properties.folders;

/** The ids with `id` switched on or off; ids of folders that no longer exist are kept as stored. */
export function toggleFolder(ids: readonly string[], id: string, on: boolean): string[] {
  const without = ids.filter((x) => x !== id);
  return on ? [...without, id] : without;
}

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; folders: FolderWithCount[] };

/** Folders of the media library (GET /api/folders) as a checkbox tree; their ids are stored. */
export function FoldersInput({ field, value, id, onChange }: FieldInputProps<FoldersField>) {
  const ids = Array.isArray(value) ? value.filter((x): x is string => typeof x === "string") : [];
  const [load, setLoad] = useState<Load>({ state: "loading" });

  const fetchFolders = useCallback(async () => {
    setLoad({ state: "loading" });
    const result = await mediaApi.listFolders();
    setLoad(result.ok ? { state: "ready", folders: result.data.folders } : { state: "failed" });
  }, []);

  useEffect(() => {
    void fetchFolders();
  }, [fetchFolders]);

  const aria = fieldAria(id, { hint: true });
  const hint = [field.help, t.chosen(ids.length)].filter(Boolean).join(" · ");
  return (
    <fieldset id={id} className="grid gap-2" aria-describedby={aria["aria-describedby"]}>
      <legend className="mb-1.5 text-sm font-medium">{field.label}</legend>
      {load.state === "loading" && (
        <p role="status" className="text-xs text-muted-foreground">
          {t.loading}
        </p>
      )}
      {load.state === "failed" && (
        <div role="alert" className="flex items-center gap-2 text-xs text-destructive">
          {t.failed}
          <Button type="button" variant="outline" size="sm" onClick={() => void fetchFolders()}>
            {t.retry}
          </Button>
        </div>
      )}
      {load.state === "ready" && load.folders.length === 0 && <p className="text-xs text-muted-foreground">{t.empty}</p>}
      {load.state === "ready" && load.folders.length > 0 && (
        <ul className="grid max-h-56 gap-1.5 overflow-y-auto rounded-md border p-2">
          {flattenFolderTree(buildFolderTree(load.folders)).map(({ folder, depth }) => {
            const boxId = `${id}-${folder.id}`;
            return (
              <li key={folder.id} className="flex items-center gap-2" style={{ paddingLeft: `${depth * 1}rem` }}>
                <Checkbox id={boxId} checked={ids.includes(folder.id)} onCheckedChange={(checked) => onChange(toggleFolder(ids, folder.id, checked === true))} />
                <Label htmlFor={boxId} className="font-normal">
                  {folder.name}
                  {folder.is_download_folder && <span className="text-xs text-muted-foreground">({t.download})</span>}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </fieldset>
  );
}
