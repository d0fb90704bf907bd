import { Loader2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The footer of a "new …" form (new page, new post): cancel back to the list, and the submit
 * button that spins and says `creating` while the request runs.
 */
export function CreateActions({ cancelTo, busy, labels }: { cancelTo: string; busy: boolean; labels: { cancel: string; create: string; creating: string } }) {
  return (
    <div className="flex justify-end gap-2">
      <Button asChild variant="outline">
        <Link to={cancelTo}>{labels.cancel}</Link>
      </Button>
      <Button type="submit" disabled={busy}>
        {busy && <Loader2 aria-hidden="true" className="motion-safe:animate-spin" />}
        {busy ? labels.creating : labels.create}
      </Button>
    </div>
  );
}
