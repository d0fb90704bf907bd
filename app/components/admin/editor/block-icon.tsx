import {
  BadgeCheck,
  Box,
  Calendar,
  CircleHelp,
  Code,
  CodeXml,
  Columns2,
  Columns3,
  Contact,
  Download,
  FileCode,
  Heading,
  IdCard,
  Image,
  Images,
  LayoutGrid,
  LayoutTemplate,
  List,
  Mail,
  MapPin,
  Megaphone,
  Milestone,
  Minus,
  MousePointerClick,
  MoveVertical,
  Music,
  Newspaper,
  PanelTop,
  PanelsLeftRight,
  Pilcrow,
  Quote,
  SquareDashed,
  Table,
  Text,
  TextCursorInput,
  Video,
  type LucideIcon,
} from "lucide-react";

/**
 * Block modules name their library icon (lucide, kebab-case) so no icon code reaches visitors.
 * Only the icons blocks use are bundled here (all of lucide would weigh the admin down); a new
 * block with an icon not listed gets the neutral box until its icon is added.
 */
const ICONS: Record<string, LucideIcon> = {
  "badge-check": BadgeCheck,
  calendar: Calendar,
  "circle-help": CircleHelp,
  code: Code,
  "code-xml": CodeXml,
  "columns-2": Columns2,
  "columns-3": Columns3,
  contact: Contact,
  download: Download,
  "file-code": FileCode,
  heading: Heading,
  "id-card": IdCard,
  image: Image,
  images: Images,
  "layout-grid": LayoutGrid,
  "layout-template": LayoutTemplate,
  list: List,
  mail: Mail,
  "map-pin": MapPin,
  megaphone: Megaphone,
  milestone: Milestone,
  minus: Minus,
  "mouse-pointer-click": MousePointerClick,
  "move-vertical": MoveVertical,
  music: Music,
  newspaper: Newspaper,
  "panel-top": PanelTop,
  "panels-left-right": PanelsLeftRight,
  pilcrow: Pilcrow,
  quote: Quote,
  "square-dashed": SquareDashed,
  table: Table,
  text: Text,
  "text-cursor-input": TextCursorInput,
  video: Video,
};

export function hasBlockIcon(name: string): boolean {
  return name in ICONS;
}

export function BlockIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Box;
  return <Icon aria-hidden="true" className={className} />;
}
