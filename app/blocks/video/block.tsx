import type { CSSProperties } from "react";
import { deVideo } from "./strings";
import { z } from "zod";
import { cn } from "~/lib/utils";
import {
  ASPECT_RATIO_LABELS,
  MEDIA_ALIGNMENT_LABELS,
  MEDIA_HEIGHTS,
  MEDIA_HEIGHT_LABELS,
  VIDEO_WIDTHS,
  VIDEO_WIDTH_LABELS,
  bool,
  field,
  oneOf,
  text,
} from "../fields";
import { ALIGN_CLASS, ASPECT_RATIOS, MEDIA_ALIGNMENTS, aspectRatioCss, cssLength, lengthText, safeMediaSrc } from "../image/media";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";
import { ConsentFrame } from "./consent.island";

const schema = z.object({
  src: text(""),
  poster: text(""),
  /** Accessible description of the video. */
  alt: text(""),
  controls: bool(true),
  autoplay: bool(false),
  loop: bool(false),
  muted: bool(false),
  title: text(""),
  /** full | auto | small (300) | medium (500) | large (800) | a length | custom. */
  width: lengthText("full"),
  /** auto | 200–500 | a length | custom. */
  height: lengthText("auto"),
  customWidth: lengthText(""),
  customHeight: lengthText(""),
  aspectRatio: oneOf(ASPECT_RATIOS, "16:9"),
  align: oneOf(MEDIA_ALIGNMENTS, "center"),
});

export type VideoContent = z.infer<typeof schema>;

export interface ThirdPartyVideo {
  provider: "YouTube" | "Vimeo";
  /** Player URL, loaded only after consent; autoplay because the click was the request to play. */
  embedUrl: string;
}

/** Recognises YouTube and Vimeo links; IDs are validated so nothing else reaches the iframe URL. */
export function thirdPartyVideo(src: string): ThirdPartyVideo | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id = url.pathname === "/watch" ? url.searchParams.get("v") : (/^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null);
  }
  if (id !== null) {
    return /^[\w-]{11}$/.test(id)
      ? { provider: "YouTube", embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` }
      : null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const vid = /^\/(?:video\/)?(\d+)(?:\/|$)/.exec(url.pathname)?.[1];
    return vid ? { provider: "Vimeo", embedUrl: `https://player.vimeo.com/video/${vid}?autoplay=1&dnt=1` } : null;
  }
  return null;
}

const NAMED_WIDTHS: Record<string, string> = { small: "300px", medium: "500px", large: "800px", full: "100%" };

export function videoBox(content: Pick<VideoContent, "width" | "height" | "customWidth" | "customHeight">): {
  width: string;
  height: string;
} {
  const width = content.width === "custom" ? content.customWidth : content.width;
  const height = content.height === "custom" ? content.customHeight : content.height;
  return {
    width: NAMED_WIDTHS[width] ?? (width === "auto" ? "" : cssLength(width)),
    height: height === "auto" ? "" : cssLength(height),
  };
}

export const block = defineBlock({
  type: "video",
  label: "Video",
  category: "Media",
  schema,
  fields: {
    src: field.asset("Video", ["video/*"], { help: "Eigene Datei oder ein YouTube- oder Vimeo-Link (lädt erst nach Zustimmung)" }),
    poster: field.image("Vorschaubild"),
    alt: field.text("Beschreibung", { help: "Für Screenreader" }),
    controls: field.switch("Steuerelemente anzeigen"),
    autoplay: field.switch("Automatisch abspielen", { help: "Läuft dann stumm." }),
    loop: field.switch("Wiederholen"),
    muted: field.switch("Stumm"),
    title: field.text("Titel", { help: "Steht unter dem Video." }),
    width: field.select("Breite", VIDEO_WIDTHS, VIDEO_WIDTH_LABELS),
    height: field.select("Höhe", MEDIA_HEIGHTS, MEDIA_HEIGHT_LABELS),
    customWidth: field.text("Eigene Breite", { help: "z. B. 640px oder 80%" }),
    customHeight: field.text("Eigene Höhe", { help: "z. B. 360px" }),
    aspectRatio: field.select("Seitenverhältnis", ASPECT_RATIOS, ASPECT_RATIO_LABELS),
    align: field.select("Ausrichtung", MEDIA_ALIGNMENTS, MEDIA_ALIGNMENT_LABELS),
  },
  styleFields: BLOCK_STYLE,
  Render: function VideoBlock({ content }) {
    const editable = useEditable();
    const src = safeMediaSrc(content.src);
    if (!src) return null;
    const box = videoBox(content);
    const ratio = box.height ? undefined : aspectRatioCss(content.aspectRatio);
    const frameStyle: CSSProperties = { aspectRatio: ratio ?? (box.height ? undefined : "16 / 9"), height: box.height || undefined };
    const external = thirdPartyVideo(src);
    const label = content.alt || content.title;
    return (
      <figure className={cn("w-full max-w-full", ALIGN_CLASS[content.align])} style={{ maxWidth: box.width || undefined }}>
        {external ? (
          <ConsentFrame
            provider={external.provider}
            src={external.embedUrl}
            title={label || deVideo.fallbackTitle(external.provider)}
            buttonLabel={deVideo.load}
            icon="video"
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            style={frameStyle}
          />
        ) : (
          <video
            src={src}
            poster={safeMediaSrc(content.poster) || undefined}
            controls={content.controls}
            autoPlay={content.autoplay}
            loop={content.loop}
            // Browsers play automatically only without sound.
            muted={content.muted || content.autoplay}
            playsInline
            preload={content.autoplay ? "auto" : "metadata"}
            aria-label={label || undefined}
            className="block w-full rounded-lg bg-black object-contain"
            style={{ aspectRatio: ratio, height: box.height || undefined }}
          >
            {deVideo.unsupported}
          </video>
        )}
        {content.title && <figcaption {...editable("title")} className="mt-2 text-sm text-muted-foreground">{content.title}</figcaption>}
      </figure>
    );
  },
});
