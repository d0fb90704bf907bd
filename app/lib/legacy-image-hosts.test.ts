import { describe, expect, it } from "vitest";
import { validateSettings } from "./settings-validation";
import { defaultSettings } from "./settings";
import { hostsOfAddresses, isLegacyImageHost, joinHosts, legacyHostFromInput } from "./legacy-image-hosts";

describe("legacy image hosts", () => {
  it("takes exact host names only", () => {
    for (const host of ["alt.example.de", "files.wordpress.com", "xn--mller-kva.de", "a-b.c.example.org"]) expect(isLegacyImageHost(host)).toBe(true);
    for (const value of ["", "localhost", "*.example.de", "https://alt.example.de", "alt.example.de/bilder", "alt.example.de:8080", "192.168.1.10", "Alt.Example.de", "alt .example.de", "-x.de", "a;b.de", "alt.example.de 'unsafe-inline'"]) {
      expect(isLegacyImageHost(value), value).toBe(false);
    }
  });

  it("reads what a person types as a host, or refuses it", () => {
    expect(legacyHostFromInput(" https://Alt.Example.de/ ")).toBe("alt.example.de");
    expect(legacyHostFromInput("müller.de")).toBe("xn--mller-kva.de");
    expect(legacyHostFromInput("alt.example.de/wp-content")).toBeNull();
    expect(legacyHostFromInput("*.example.de")).toBeNull();
    expect(legacyHostFromInput("alt.example.de:8080")).toBeNull();
  });

  it("names the hosts of addresses once, sorted", () => {
    expect(hostsOfAddresses(["https://b.example.de/x.jpg", "http://a.example.de/y.png", "https://b.example.de/z.jpg", "kaputt", "ftp://c.example.de/f"])).toEqual(["a.example.de", "b.example.de"]);
    expect(joinHosts(["a.de", "b.de", "c.de"])).toBe("a.de, b.de und c.de");
  });

  it("is validated with the settings: field names, duplicates, at most ten, trimmed and lower case", () => {
    const bad = validateSettings({ ...defaultSettings(), legacy_image_hosts: ["alt.example.de", "https://x.de", "ALT.example.de", "*.y.de"] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(Object.keys(bad.fields).sort()).toEqual(["legacy_image_hosts.1", "legacy_image_hosts.2", "legacy_image_hosts.3"]);
      expect(bad.fields["legacy_image_hosts.2"]).toContain("schon eingetragen");
    }
    const many = validateSettings({ ...defaultSettings(), legacy_image_hosts: Array.from({ length: 11 }, (_, i) => `h${i}.example.de`) });
    expect(many.ok ? {} : many.fields).toEqual({ legacy_image_hosts: "Höchstens 10 Hosts." });
    const good = validateSettings({ ...defaultSettings(), legacy_image_hosts: [" Alt.Example.de "] });
    expect(good.ok && good.settings.legacy_image_hosts).toEqual(["alt.example.de"]);
    expect(defaultSettings().legacy_image_hosts).toEqual([]);
  });
});
