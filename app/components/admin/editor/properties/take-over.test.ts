import { describe, expect, it } from "vitest";
import { getBlockModule } from "~/blocks/registry";
import type { AssetField, FieldDescription, ListField } from "~/blocks/types";
import { takeOverFromAsset } from "./take-over";

const image = getBlockModule("image")!;
const fields = image.fields as Record<string, FieldDescription>;
const asset = { alt: "Roboterzelle in der Montagehalle", caption: "Montage in Werk 2" };

describe("an image chosen from the media library brings its texts (issue 38)", () => {
  it("fills the image block's empty 'Alternativtext' and 'Bildunterschrift' from the asset", () => {
    const values = image.schema.parse({}) as Record<string, unknown>;
    expect(takeOverFromAsset(fields.src, asset, values)).toEqual({ alt: "Roboterzelle in der Montagehalle", caption: "Montage in Werk 2" });
  });

  it("keeps what the block already has of its own, and takes nothing the asset lacks", () => {
    expect(takeOverFromAsset(fields.src, asset, { alt: "Eigener Text", caption: "" })).toEqual({ caption: "Montage in Werk 2" });
    expect(takeOverFromAsset(fields.src, asset, { alt: "Eigener Text", caption: "Eigene Unterschrift" })).toBeUndefined();
    expect(takeOverFromAsset(fields.src, { alt: null, caption: "  " }, { alt: "", caption: "" })).toBeUndefined();
    // Whitespace is no text of its own.
    expect(takeOverFromAsset(fields.src, { alt: "Neu" }, { alt: "  " })).toEqual({ alt: "Neu" });
  });

  it("is declared where a block has the fields: image (alt, caption), media and text (alt), each gallery image (alt, caption)", () => {
    expect((fields.src as AssetField).takeOver).toEqual({ alt: "alt", caption: "caption" });
    const mediaText = getBlockModule("media-text")!.fields as Record<string, AssetField>;
    expect(mediaText.imageSrc.takeOver).toEqual({ alt: "imageAlt" });
    expect(takeOverFromAsset(mediaText.imageSrc, asset, { imageAlt: "" })).toEqual({ imageAlt: "Roboterzelle in der Montagehalle" });
    const gallery = (getBlockModule("gallery")!.fields as Record<string, ListField>).images;
    expect((gallery.fields!.url as AssetField).takeOver).toEqual({ alt: "alt", caption: "caption" });
  });

  it("does nothing for a field without take-over (a hero's background image)", () => {
    const hero = getBlockModule("hero")!.fields as Record<string, FieldDescription>;
    expect(takeOverFromAsset(hero.backgroundImage, asset, {})).toBeUndefined();
    expect(takeOverFromAsset(hero.title, asset, {})).toBeUndefined();
  });
});
