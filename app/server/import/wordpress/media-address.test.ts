import { describe, expect, it } from "vitest";
import { originalAddress, sourceAddress, uploadsPath } from "./media-address.server";
import { SiteAddresses, UrlMap } from "./url-map.server";

/** WordPress.com's and Jetpack's resized addresses → the original (issue 39, item 12). */
describe("media addresses", () => {
  it("drops WordPress.com's size parameters and unwraps Photon for the download", () => {
    expect(originalAddress("https://reiseblog.files.wordpress.com/2012/05/bild.jpg?w=300")).toBe("https://reiseblog.files.wordpress.com/2012/05/bild.jpg");
    expect(originalAddress("https://reiseblog.files.wordpress.com/2012/05/bild.jpg?w=300&h=200&crop=1")).toBe("https://reiseblog.files.wordpress.com/2012/05/bild.jpg");
    expect(originalAddress("https://i0.wp.com/firma.example.de/wp-content/uploads/2020/01/team.jpg?resize=300%2C200&ssl=1")).toBe("https://firma.example.de/wp-content/uploads/2020/01/team.jpg");
    expect(originalAddress("https://i2.wp.com/firma.example.de/wp-content/uploads/2020/01/team.jpg?fit=1024%2C768")).toBe("http://firma.example.de/wp-content/uploads/2020/01/team.jpg");
    // Parameters that name another file stay.
    expect(originalAddress("https://alt.example.de/download.php?file=preise.pdf&w=1")).toBe("https://alt.example.de/download.php?file=preise.pdf");
  });

  it("knows every size of an upload as one address, across schemes, www. and Photon", () => {
    const key = "firma.example.de/wp-content/uploads/2020/01/team.jpg";
    expect(sourceAddress("https://firma.example.de/wp-content/uploads/2020/01/team.jpg")).toBe(key);
    expect(sourceAddress("http://www.firma.example.de/wp-content/uploads/2020/01/team-300x200.jpg?w=300")).toBe(key);
    expect(sourceAddress("https://i1.wp.com/firma.example.de/wp-content/uploads/2020/01/Team-scaled.jpg?ssl=1")).toBe(key);
    expect(sourceAddress("mailto:info@example.de")).toBeNull();
  });

  it("finds the path inside the uploads folder (WordPress.com, multisite, umlauts)", () => {
    expect(uploadsPath("https://firma.example.de/wp-content/uploads/2020/01/B%C3%BCro.jpg")).toBe("2020/01/Büro.jpg");
    expect(uploadsPath("https://reiseblog.files.wordpress.com/2012/05/bild.jpg?w=300")).toBe("2012/05/bild.jpg");
    expect(uploadsPath("https://netz.example.de/wp-content/uploads/sites/3/2021/02/a.png")).toBe("sites/3/2021/02/a.png");
    expect(uploadsPath("https://firma.example.de/kontakt/")).toBeNull();
  });

  it("maps resized addresses in content to the imported asset", () => {
    const map = new UrlMap(new SiteAddresses(["https://reiseblog.wordpress.com"]));
    map.addUpload("https://reiseblog.files.wordpress.com/2012/05/bild.jpg", "/media/a/bild.jpg");
    map.addUpload("https://firma.example.de/wp-content/uploads/2020/01/team.jpg", "/media/b/team.jpg");
    expect(map.mapUrl("https://reiseblog.files.wordpress.com/2012/05/bild.jpg?w=300")).toBe("/media/a/bild.jpg");
    expect(map.mapUrl("https://reiseblog.files.wordpress.com/2012/05/bild-300x225.jpg")).toBe("/media/a/bild.jpg");
    expect(map.mapUrl("https://i0.wp.com/firma.example.de/wp-content/uploads/2020/01/team.jpg?resize=300%2C200&ssl=1")).toBe("/media/b/team.jpg");
    // Unknown ones stay as they are.
    expect(map.mapUrl("https://reiseblog.files.wordpress.com/2012/05/anderes.jpg?w=300")).toBe("https://reiseblog.files.wordpress.com/2012/05/anderes.jpg?w=300");
    expect(map.mapUrl("https://i0.wp.com/fremd.example.org/bild.jpg")).toBe("https://i0.wp.com/fremd.example.org/bild.jpg");
  });
});
