import { MapPin, Video } from "lucide-react";
import { deVideo } from "./strings";
import { useCallback, useState, type CSSProperties } from "react";
import { SmartLink } from "~/components/site/smart-link";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { island } from "../island";

export interface ConsentFrameProps {
  /** Provider named in the notice, e.g. "YouTube" or "Google Maps". */
  provider: string;
  /** Third-party URL; it is put into the page only after the visitor's click. */
  src: string;
  /** Accessible name of the iframe. */
  title: string;
  /** Label of the consent button ('Video laden' / 'Karte laden'). */
  buttonLabel: string;
  /** Icon above the button. */
  icon?: "video" | "map";
  allow?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * Two-click solution (issue 5, privacy): the server renders only this placeholder; nothing is
 * requested from the provider (no iframe, no thumbnail, no script) until the visitor clicks.
 */
function ConsentFrameIsland(props: ConsentFrameProps) {
  const [loaded, setLoaded] = useState(false);
  return <ConsentFrameView {...props} loaded={loaded} onLoad={() => setLoaded(true)} />;
}

/** Hydrated in the browser as an island (app/blocks/island.tsx); the rest of the page stays static. */
export const ConsentFrame = island("video/consent", ConsentFrameIsland);

const ICONS = { video: Video, map: MapPin } as const;

/** The stateless view, separate so both states can be rendered on the server in tests. */
export function ConsentFrameView({
  provider,
  src,
  title,
  buttonLabel,
  icon,
  allow,
  className,
  style,
  loaded,
  onLoad,
}: ConsentFrameProps & { loaded: boolean; onLoad: () => void }) {
  // After the click, focus moves into the new frame so keyboard users keep their place.
  const focusFrame = useCallback((node: HTMLIFrameElement | null) => node?.focus(), []);
  if (loaded) {
    return (
      <iframe
        ref={focusFrame}
        src={src}
        title={title}
        allow={allow}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className={cn("block w-full rounded-lg border-0 bg-muted", className)}
        style={style}
      />
    );
  }
  return (
    <div
      role="group"
      aria-label={title}
      className={cn(
        "flex w-full flex-col items-center justify-center gap-3 rounded-lg border border-border bg-muted px-6 py-8 text-center",
        className,
      )}
      style={style}
    >
      {icon && <ConsentIcon icon={icon} />}
      <button type="button" onClick={onLoad} className={buttonVariants({ variant: "default" })}>
        {buttonLabel}
      </button>
      <p className="max-w-md text-sm text-muted-foreground">
        {deVideo.consentNotice(provider)}{" "}
        <SmartLink href="/datenschutz" className="font-medium text-primary-strong underline underline-offset-4">
          {deVideo.consentPrivacyLink}
        </SmartLink>
        .
      </p>
    </div>
  );
}

function ConsentIcon({ icon }: { icon: keyof typeof ICONS }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" className="size-8 text-muted-foreground" />;
}
