import { describe, expect, it } from "vitest";
import { directImage, fileSharingImage } from "./file-sharing";

const DRIVE_ID = "1AbCdEfGhIjKlMnOpQrStUvWxYz_0123";

describe("fileSharingImage", () => {
  it("turns Google Drive viewer links (file/d/ID/view, open?id=, uc?id=) into the thumbnail URL, uc as fallback", () => {
    const expected = {
      src: `https://drive.google.com/thumbnail?id=${DRIVE_ID}&sz=w2000`,
      fallback: `https://drive.google.com/uc?export=view&id=${DRIVE_ID}`,
    };
    for (const link of [
      `https://drive.google.com/file/d/${DRIVE_ID}/view?usp=sharing`,
      `https://drive.google.com/file/d/${DRIVE_ID}/view`,
      `https://drive.google.com/open?id=${DRIVE_ID}`,
      `https://drive.google.com/uc?export=download&id=${DRIVE_ID}`,
      `  https://docs.google.com/uc?id=${DRIVE_ID}  `,
    ]) {
      expect(fileSharingImage(link), link).toEqual(expected);
    }
  });

  it("leaves Drive links without a usable file id alone", () => {
    expect(fileSharingImage("https://drive.google.com/drive/folders/")).toBeNull();
    expect(fileSharingImage("https://drive.google.com/open?id=<script>")).toBeNull();
  });

  it("asks Dropbox for the raw file (dl=0 → raw=1), with the direct host as fallback", () => {
    expect(fileSharingImage("https://www.dropbox.com/s/abc123/bild.jpg?dl=0")).toEqual({
      src: "https://www.dropbox.com/s/abc123/bild.jpg?raw=1",
      fallback: "https://dl.dropboxusercontent.com/s/abc123/bild.jpg",
    });
    // New-style links keep their rlkey.
    expect(fileSharingImage("https://www.dropbox.com/scl/fi/xyz789/foto.png?rlkey=k3y&dl=0")).toEqual({
      src: "https://www.dropbox.com/scl/fi/xyz789/foto.png?rlkey=k3y&raw=1",
      fallback: "https://dl.dropboxusercontent.com/scl/fi/xyz789/foto.png?rlkey=k3y",
    });
    expect(fileSharingImage("https://www.dropbox.com/home/Bilder")).toBeNull();
  });

  it("sends OneDrive short links through the shares API (base64url of the link, u! prefix)", () => {
    const link = "https://1drv.ms/i/s!AkLm0123456789abcdefg";
    const encoded = Buffer.from(link).toString("base64url");
    expect(fileSharingImage(link)).toEqual({ src: `https://api.onedrive.com/v1.0/shares/u!${encoded}/root/content`, fallback: "" });
  });

  it("rewrites onedrive.live.com viewer links to /download, the shares API as fallback", () => {
    const link = "https://onedrive.live.com/?cid=ABC123&resid=ABC123%21105&authkey=%21AGeH";
    const result = fileSharingImage(link)!;
    expect(result.src).toBe("https://onedrive.live.com/download?cid=ABC123&resid=ABC123%21105&authkey=%21AGeH");
    expect(result.fallback).toBe(`https://api.onedrive.com/v1.0/shares/u!${Buffer.from(link).toString("base64url")}/root/content`);
  });

  it("adds download=1 to SharePoint share links, download.aspx as fallback", () => {
    expect(fileSharingImage("https://firma.sharepoint.com/:i:/g/personal/max_firma_de/EaBcD123?e=x1Y2z3")).toEqual({
      src: "https://firma.sharepoint.com/:i:/g/personal/max_firma_de/EaBcD123?e=x1Y2z3&download=1",
      fallback: "https://firma.sharepoint.com/_layouts/15/download.aspx?share=EaBcD123",
    });
    expect(fileSharingImage("https://firma.sharepoint.com/sites/intranet")).toBeNull();
  });

  it("leaves everything else as it is", () => {
    for (const link of ["/media/images/a.jpg", "https://example.org/bild.jpg", "", "javascript:alert(1)", "ftp://drive.google.com/file/d/x/view"]) {
      expect(fileSharingImage(link), link).toBeNull();
    }
    expect(directImage("https://example.org/bild.jpg")).toEqual({ src: "https://example.org/bild.jpg", fallback: "" });
  });
});
