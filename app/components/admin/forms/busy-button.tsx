import { Loader2, type LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "~/components/ui/button";

/**
 * A button whose action takes a moment (Speichern, Veröffentlichen, Hochladen): while `busy` its
 * icon turns into a spinner and, when given, its label into `busyLabel`.
 */
export function BusyButton({ busy, icon: Icon, label, busyLabel, type = "button", size = "sm", ...props }: ComponentProps<typeof Button> & { busy: boolean; icon: LucideIcon; label: ReactNode; busyLabel?: ReactNode }) {
  return (
    <Button type={type} size={size} {...props}>
      {busy ? <Loader2 aria-hidden="true" className="motion-safe:animate-spin" /> : <Icon aria-hidden="true" />}
      {busy && busyLabel !== undefined ? busyLabel : label}
    </Button>
  );
}
