import { MapPin } from "lucide-react";
import { deMaps } from "./strings";
import { z } from "zod";
import { bool, clampedNumber, field, hexColor, oneOf, text } from "../fields";
import { cssLength, lengthText } from "../image/media";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { ConsentFrame } from "../video/consent.island";

export const MAP_TYPES = ["roadmap", "satellite", "hybrid", "terrain"] as const;

/** Google's map type letters for the t parameter of the embed URL. */
const MAP_TYPE_PARAM: Record<(typeof MAP_TYPES)[number], string> = { roadmap: "m", satellite: "k", hybrid: "h", terrain: "p" };

const schema = z.object({
  address: text(""),
  /** Spec §5/§9: 1–20, default 15. */
  zoom: clampedNumber(1, 20, 15),
  mapType: oneOf(MAP_TYPES, "roadmap"),
  /** The keyless embed always marks a searched address; kept for the editor and future map providers. */
  showMarker: bool(true),
  markerColor: hexColor(),
  /** Spec §9: default 400 px; plain numbers are px. */
  height: lengthText("400"),
});

export type MapContent = z.infer<typeof schema>;

/** Spec §7: Google Maps embed via iframe URL with q (address), z (zoom), t (map type), output=embed. */
export function mapsEmbedUrl(content: Pick<MapContent, "address" | "zoom" | "mapType">): string {
  const params = new URLSearchParams({ q: content.address.trim(), z: String(content.zoom), t: MAP_TYPE_PARAM[content.mapType], output: "embed" });
  return `https://maps.google.com/maps?${params.toString()}`;
}

export const block = defineBlock({
  type: "google-maps",
  aliases: ["google_maps"],
  label: "Google Maps",
  category: "Components",
  schema,
  fields: {
    address: field.text("Adresse"),
    zoom: field.number("Zoomstufe", 1, 20),
    mapType: field.select("Kartentyp", MAP_TYPES, { roadmap: "Straßenkarte", satellite: "Satellit", hybrid: "Hybrid", terrain: "Gelände" }),
    showMarker: field.switch("Markierung anzeigen"),
    markerColor: field.colour("Farbe der Markierung"),
    height: field.text("Höhe", { help: "Zahl in px oder z. B. 50vh" }),
  },
  styleFields: BLOCK_STYLE,
  Render: ({ content }) => {
    const height = cssLength(content.height) || "400px";
    const address = content.address.trim();
    if (!address) {
      return (
        <div
          role="note"
          className="flex w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border bg-muted/50 p-6 text-sm text-muted-foreground"
          style={{ minHeight: "8rem" }}
        >
          <MapPin aria-hidden="true" className="size-6" />
          <p>{deMaps.noAddress}</p>
        </div>
      );
    }
    return (
      <ConsentFrame
        provider="Google Maps"
        src={mapsEmbedUrl(content)}
        title={deMaps.title(address)}
        buttonLabel={deMaps.load}
        icon="map"
        style={{ height, maxHeight: "80vh" }}
      />
    );
  },
});
