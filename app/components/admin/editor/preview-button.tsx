import { Eye } from "lucide-react";
import { Button } from "~/components/ui/button";

/** 'Vorschau' in an editor's header: the page as visitors would see it, in a new tab (the label only as the name on phones). */
export function PreviewButton({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} target="_blank" rel="noopener">
        <Eye aria-hidden="true" />
        <span className="max-sm:sr-only">{label}</span>
      </a>
    </Button>
  );
}
