import { describe, expect, it } from "vitest";
import { assetTypeFromFile, isAssetType } from "./assets";

describe("assetTypeFromFile", () => {
  it("detects images and videos by mime prefix", () => {
    expect(assetTypeFromFile("image/png", "logo.png")).toBe("image");
    expect(assetTypeFromFile("image/svg+xml", "logo.svg")).toBe("image");
    expect(assetTypeFromFile("video/mp4", "film.mp4")).toBe("video");
    expect(assetTypeFromFile("IMAGE/JPEG", "FOTO.JPG")).toBe("image");
  });

  it("detects presentations by PowerPoint/presentation mime", () => {
    expect(assetTypeFromFile("application/vnd.ms-powerpoint", "vortrag")).toBe("presentation");
    expect(
      assetTypeFromFile("application/vnd.openxmlformats-officedocument.presentationml.presentation", "vortrag"),
    ).toBe("presentation");
    expect(assetTypeFromFile("application/vnd.oasis.opendocument.presentation", "vortrag.odp")).toBe("presentation");
  });

  it("detects presentations by .ppt/.pptx name whatever the mime", () => {
    expect(assetTypeFromFile("application/octet-stream", "Vortrag.pptx")).toBe("presentation");
    expect(assetTypeFromFile("", "alt.PPT")).toBe("presentation");
  });

  it("falls back to document", () => {
    expect(assetTypeFromFile("application/pdf", "datenblatt.pdf")).toBe("document");
    expect(assetTypeFromFile("application/octet-stream", "archiv.zip")).toBe("document");
    expect(assetTypeFromFile("text/plain", "pptx.txt")).toBe("document");
    expect(assetTypeFromFile("", "")).toBe("document");
  });

  it("prefers the mime prefix over the file name", () => {
    expect(assetTypeFromFile("image/png", "folie.pptx")).toBe("image");
  });
});

describe("isAssetType", () => {
  it("accepts only the four types", () => {
    expect(isAssetType("image")).toBe(true);
    expect(isAssetType("presentation")).toBe(true);
    expect(isAssetType("audio")).toBe(true);
    expect(isAssetType("archive")).toBe(false);
    expect(isAssetType(undefined)).toBe(false);
  });
});
