import { describe, expect, it } from "vitest";
import { acceptLinkUrl, linkAttributes } from "./link-url";

describe("acceptLinkUrl", () => {
  it.each([
    ["https://example.de", "https://example.de"],
    ["  http://example.de/pfad?a=1#x  ", "http://example.de/pfad?a=1#x"],
    ["HTTPS://EXAMPLE.DE", "HTTPS://EXAMPLE.DE"],
    ["mailto:info@example.de", "mailto:info@example.de"],
    ["mailto:info@example.de?subject=Anfrage", "mailto:info@example.de?subject=Anfrage"],
    ["tel:+49 30 1234567", "tel:+49301234567"],
    ["/kontakt", "/kontakt"],
    ["/kontakt#team", "/kontakt#team"],
    ["#abschnitt-2", "#abschnitt-2"],
    ["www.example.de", "https://www.example.de"],
    ["example.de/produkte", "https://example.de/produkte"],
  ])("accepts %j as %j", (input, expected) => {
    expect(acceptLinkUrl(input)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "ftp://example.de",
    "//evil.example",
    "/pfad mit leerzeichen",
    "https://",
    "https://exa mple.de",
    "http:/example.de",
    "mailto:",
    "mailto:kein-at-zeichen",
    "tel:",
    "tel:abc",
    "#",
    "#<script>",
    "kontakt",
    "file:///etc/passwd",
  ])("refuses %j", (input) => {
    expect(acceptLinkUrl(input)).toBeNull();
  });
});

describe("linkAttributes", () => {
  it("opens a new tab only when asked, with rel as the sanitiser writes it", () => {
    expect(linkAttributes("/kontakt", false)).toEqual({ href: "/kontakt", target: null, rel: null });
    expect(linkAttributes("https://example.de", true)).toEqual({ href: "https://example.de", target: "_blank", rel: "noopener noreferrer" });
  });
});
