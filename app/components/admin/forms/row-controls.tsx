import * as React from "react";
import { Select as SelectPrimitive, Slot as SlotPrimitive, Switch as SwitchPrimitive } from "radix-ui";
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

type RowCheckboxProps = Omit<React.ComponentProps<"input">, "type" | "onChange"> & { onCheckedChange?: (checked: boolean) => void };

/** A native checkbox for the rows of paged lists (the media library's fifty files): a tenth of the kit's markup. */
export function RowCheckbox({ className, onCheckedChange, ...props }: RowCheckboxProps) {
  return <input type="checkbox" className={cn("size-4 shrink-0 cursor-pointer accent-primary-strong", className)} onChange={(event) => onCheckedChange?.(event.currentTarget.checked)} {...props} />;
}

/**
 * The kit's SelectTrigger for a row (the people's roles): the same look with a short class list and
 * the sprite's chevron (RowIconSprite with "chevronDown"). Inside a kit Select with its SelectContent.
 */
export function RowSelectTrigger({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn("flex h-8 items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-sm whitespace-nowrap shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50", className)}
      {...props}
    >
      <SelectPrimitive.Value />
      <SelectPrimitive.Icon asChild>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 shrink-0 opacity-50">
          <use href="#ri-chevronDown" />
        </svg>
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/** The kit's Switch for the rows of a paged list (the downloads' folders): the same look through `.rswitch` (app/app.css). */
export function RowSwitch({ className, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root data-slot="switch" className={cn("peer rswitch", className)} {...props}>
      <SwitchPrimitive.Thumb className="rswitch-thumb" />
    </SwitchPrimitive.Root>
  );
}
