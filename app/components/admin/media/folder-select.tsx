import { useMemo } from "react";
import { SelectField } from "~/components/admin/forms/fields";
import { deMedia } from "~/i18n/media";
import type { Folder } from "~/lib/assets";
import { buildFolderTree, flattenFolderTree, folderLabel } from "./folder-tree";

/** Radix Select cannot hold null; this value stands for "outside any folder" / the top level. */
export const ROOT = "root";

/** A folder chooser ("Ohne Ordner" or a folder by its path); `exclude` hides folders (a folder's own subtree). */
export function FolderSelect(props: { id: string; label: string; folders: Folder[]; value: string | null; onChange: (value: string | null) => void; exclude?: ReadonlySet<string>; rootLabel?: string; error?: string; hint?: string }) {
  const options = useMemo(
    () => [
      { value: ROOT, label: props.rootLabel ?? deMedia.folders.root },
      ...flattenFolderTree(buildFolderTree(props.folders))
        .filter((node) => !props.exclude?.has(node.folder.id))
        .map((node) => ({ value: node.folder.id, label: folderLabel(node.folder) })),
    ],
    [props.folders, props.exclude, props.rootLabel],
  );
  return (
    <SelectField
      id={props.id}
      label={props.label}
      value={props.value ?? ROOT}
      options={options}
      error={props.error}
      hint={props.hint}
      onChange={(value) => props.onChange(value === ROOT ? null : value)}
    />
  );
}
