import * as React from "react";
import { Slot as SlotPrimitive } from "radix-ui";
import { cn } from "~/lib/utils";

/**
 * Button and Badge of the UI kit for the rows of paged admin lists (issue 38, item 18): the same
 * look through short CSS classes (app/app.css, `.rbtn`, `.rbadge`), because a list repeats them
 * fifty times and the kit's utility lists made a row 5–10 KB of HTML. Same props as the kit's.
 */
type RowButtonProps = React.ComponentProps<"button"> & { variant?: "ghost" | "outline"; size?: "icon" | "sm"; asChild?: boolean };

export function RowButton({ className, variant = "ghost", size = "icon", asChild = false, ...props }: RowButtonProps) {
  const Comp = asChild ? SlotPrimitive.Slot : "button";
  return <Comp className={cn("rbtn", `rbtn-${variant}`, `rbtn-${size}`, className)} {...props} />;
}

type RowBadgeProps = React.ComponentProps<"span"> & { variant?: "success" | "secondary" | "outline" | "destructive" };

export function RowBadge({ className, variant = "secondary", ...props }: RowBadgeProps) {
  return <span data-slot="badge" data-variant={variant} className={cn("rbadge", `rbadge-${variant}`, className)} {...props} />;
}
