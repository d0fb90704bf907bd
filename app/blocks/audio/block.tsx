import { z } from "zod";
import { deAudio } from "./strings";
import { bool, field, text } from "../fields";
import { safeMediaSrc } from "../image/media";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";

const schema = z.object({
  src: text(""),
  controls: bool(true),
  autoplay: bool(false),
  loop: bool(false),
  muted: bool(false),
  title: text(""),
});

export const block = defineBlock({
  type: "audio",
  label: "Audio",
  category: "Media",
  schema,
  fields: {
    src: field.asset("Audiodatei", ["audio/*"]),
    controls: field.switch("Steuerelemente anzeigen"),
    autoplay: field.switch("Automatisch abspielen"),
    loop: field.switch("Wiederholen"),
    muted: field.switch("Stumm"),
    title: field.text("Titel"),
  },
  styleFields: BLOCK_STYLE,
  Render: function AudioBlock({ content }) {
    const editable = useEditable();
    const src = safeMediaSrc(content.src);
    if (!src) return null;
    return (
      <figure className="w-full rounded-lg border border-border bg-card p-4 shadow-xs">
        {content.title && <figcaption {...editable("title")} className="mb-3 text-sm font-medium text-foreground">{content.title}</figcaption>}
        <audio
          src={src}
          // Without controls an audio element is invisible and unusable unless it plays on its own.
          controls={content.controls || !content.autoplay}
          autoPlay={content.autoplay}
          loop={content.loop}
          muted={content.muted}
          preload="metadata"
          aria-label={content.title || deAudio.fallbackTitle}
          className="block w-full"
        >
          {deAudio.unsupported}
        </audio>
      </figure>
    );
  },
});
