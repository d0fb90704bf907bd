import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { RowButton } from "./row-controls";
import { RowIcon, type RowIconName } from "./row-icons";

type IconButtonProps = Omit<ComponentProps<typeof RowButton>, "children" | "aria-label" | "title"> & {
  /** A symbol of the screen's RowIconSprite. */
  icon: RowIconName;
  /** The German action ('Bearbeiten'): the tooltip, and with `target` the accessible name. */
  label: string;
  /** What the action is on ('/alte-seite'): the accessible name becomes 'Bearbeiten: /alte-seite'. */
  target?: string;
  destructive?: boolean;
};

/** A row's action as an icon: the tooltip names the action, the accessible name also its target. */
export function IconButton({ icon, label, target, destructive = false, className, ...props }: IconButtonProps) {
  return (
    <RowButton aria-label={target === undefined ? label : `${label}: ${target}`} title={label} className={cn(destructive && "text-destructive hover:text-destructive", className)} {...props}>
      <RowIcon name={icon} />
    </RowButton>
  );
}
