import {
  ChevronDown,
  ChevronRight,
  CornerDownRight,
  Ellipsis,
  ExternalLink,
  Eye,
  FileArchive,
  FileAudio,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileVideo,
  Film,
  Folder,
  FolderOpen,
  GripVertical,
  History,
  Image,
  KeyRound,
  LayoutTemplate,
  Music,
  Pencil,
  Power,
  PowerOff,
  Presentation,
  RotateCw,
  Send,
  Trash2,
  Undo2,
} from "lucide-react";
import { cn } from "~/lib/utils";

/**
 * Icons repeated on every row of a paged admin list (issue 38, item 18): drawn once per screen as
 * SVG symbols (RowIconSprite) and referenced by each row (RowIcon, about 100 bytes instead of 400).
 */
const ICONS = {
  pencil: Pencil,
  eye: Eye,
  trash: Trash2,
  send: Send,
  undo: Undo2,
  external: ExternalLink,
  history: History,
  template: LayoutTemplate,
  grip: GripVertical,
  corner: CornerDownRight,
  // The media library, downloads and people (issue 38, item 18).
  more: Ellipsis,
  chevron: ChevronRight,
  chevronDown: ChevronDown,
  folder: Folder,
  folderOpen: FolderOpen,
  fileText: FileText,
  fileImage: FileImage,
  fileVideo: FileVideo,
  fileAudio: FileAudio,
  fileArchive: FileArchive,
  fileSheet: FileSpreadsheet,
  presentation: Presentation,
  key: KeyRound,
  power: Power,
  powerOff: PowerOff,
  rotate: RotateCw,
  image: Image,
  film: Film,
  music: Music,
} as const;

export type RowIconName = keyof typeof ICONS;

/** The icons of the blog, page tree and redirects rows, drawn when a screen names no others. */
const LIST_ICONS: readonly RowIconName[] = ["pencil", "eye", "trash", "send", "undo", "external", "history", "template", "grip", "corner"];

/** The symbols (`names`, or those of the content lists); once per screen, before the rows. */
export function RowIconSprite({ names = LIST_ICONS }: { names?: readonly RowIconName[] }) {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {names.map((name) => {
        const Icon = ICONS[name];
        return (
          <symbol key={name} id={`ri-${name}`} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
}

export function RowIcon({ name, className }: { name: RowIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cn("size-4", className)}>
      <use href={`#ri-${name}`} />
    </svg>
  );
}
