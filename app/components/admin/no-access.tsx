import { LogOut, ShieldX } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Toaster } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { signOut } from "./admin-shell";

/** Spec §2: a signed-in user without the admin role. */
export function NoAccessScreen({ email }: { email: string }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/40 px-4">
      <div className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <ShieldX aria-hidden="true" className="mx-auto size-10 text-destructive" />
        <h1 className="mt-4 text-xl font-semibold">{de.admin.noAccessTitle}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{de.admin.noAccessText}</p>
        <p className="mt-4 text-sm">{de.admin.signedInAs(email)}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button asChild>
            <a href="/">{de.admin.toHome}</a>
          </Button>
          <Button variant="outline" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            {de.admin.signOut}
          </Button>
        </div>
      </div>
      <Toaster />
    </main>
  );
}

/** Issue 29: an area the person's role may not open, shown inside the admin shell. */
export function NoAccessPanel({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-xl border bg-card p-8 text-center shadow-sm" data-testid="no-access-panel">
      <ShieldX aria-hidden="true" className="mx-auto size-10 text-destructive" />
      <h1 className="mt-4 text-xl font-semibold">{de.admin.noAccessTitle}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{message}</p>
      <div className="mt-6 flex justify-center">
        <Button asChild variant="outline">
          <a href="/admin">{de.admin.nav.dashboard}</a>
        </Button>
      </div>
    </div>
  );
}
