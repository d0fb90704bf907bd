import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress, parseAllowedHosts, safeGet } from "./safe-fetch.server";

/** The import's fetch policy (decision 031) against a real server on 127.0.0.1. */
describe("safeGet: attachment addresses of an export", () => {
  let server: http.Server;
  let port = 0;
  let hits: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? "");
      if (req.url === "/bild.jpg") res.writeHead(200, { "content-type": "image/jpeg" }).end("jpeg");
      else if (req.url === "/weiter") res.writeHead(302, { location: "/bild.jpg" }).end();
      else if (req.url === "/nach-localhost") res.writeHead(302, { location: `http://localhost:${port}/bild.jpg` }).end();
      else if (req.url === "/metadaten") res.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" }).end();
      else if (req.url === "/kreis") res.writeHead(302, { location: "/kreis" }).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (url: string, allowed = "") => safeGet(url, { allowedHosts: parseAllowedHosts(allowed), signal: AbortSignal.timeout(5000) });
  const reason = (url: string, allowed = "") =>
    get(url, allowed).then(
      (response) => {
        response.body.destroy();
        return `status ${response.status}`;
      },
      (error: Error) => error.message,
    );

  it("refuses loopback in every spelling, private, link-local, CGNAT, IPv6-local and metadata addresses without connecting", async () => {
    hits = [];
    for (const host of ["127.0.0.1", "0x7f000001", "2130706433", "127.1", "0177.0.0.1", "[::1]", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "localhost", "10.0.0.1", "192.168.1.1", "172.16.0.1", "100.64.0.1", "169.254.169.254", "[fc00::1]", "[fd12::1]", "[fe80::1]", "0.0.0.0", "[::]"]) {
      expect(await reason(`http://${host}:${port}/bild.jpg`), host).toBe("nicht erlaubt");
    }
    expect(hits).toEqual([]);
  });

  it("refuses other schemes and credentials in the address", async () => {
    for (const url of ["file:///etc/passwd", "ftp://example.org/a.jpg", "gopher://127.0.0.1:25/", "data:image/png;base64,AAAA", `http://user:pw@127.0.0.1:${port}/bild.jpg`]) {
      expect(await reason(url, `127.0.0.1:${port}`), url).toBe("nicht erlaubt");
    }
  });

  it("an allowed host (IMPORT_ALLOWED_HOSTS) is fetched, on its port only", async () => {
    hits = [];
    const response = await get(`http://127.0.0.1:${port}/bild.jpg`, `127.0.0.1:${port}`);
    expect(response.status).toBe(200);
    response.body.destroy();
    expect(await reason(`http://127.0.0.1:${port}/bild.jpg`, `127.0.0.1:${port + 1}`)).toBe("nicht erlaubt");
    expect(await reason(`http://127.0.0.1:${port}/bild.jpg`, "127.0.0.1")).toBe("status 200");
    expect(hits).toEqual(["/bild.jpg", "/bild.jpg"]);
  });

  it("checks every redirect target again and bounds the number of redirects", async () => {
    const allowed = `127.0.0.1:${port}`;
    expect(await reason(`http://127.0.0.1:${port}/weiter`, allowed)).toBe("status 200");
    hits = [];
    // localhost is the same machine, but not the allowed host: refused at its lookup.
    expect(await reason(`http://127.0.0.1:${port}/nach-localhost`, allowed)).toBe("nicht erlaubt");
    expect(await reason(`http://127.0.0.1:${port}/metadaten`, allowed)).toBe("nicht erlaubt");
    expect(hits).toEqual(["/nach-localhost", "/metadaten"]);
    expect(await reason(`http://127.0.0.1:${port}/kreis`, allowed)).toBe("nicht erreichbar");
  });

  it("a closed port is 'nicht erreichbar', never its connection error", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await reason(`http://127.0.0.1:${closedPort}/`, "127.0.0.1")).toBe("nicht erreichbar");
  });

  it("names the ranges: public unicast only", () => {
    expect(isPublicAddress("93.184.216.34")).toBe(true);
    expect(isPublicAddress("2a00:1450:4001:82a::200e")).toBe(true);
    for (const address of ["127.0.0.1", "::1", "::ffff:10.1.2.3", "100.127.255.255", "169.254.169.254", "fe80::1", "fc00::1", "64:ff9b::7f00:1", "2002:7f00:1::", "224.0.0.1", "255.255.255.255", "kein-ip"]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("reads IMPORT_ALLOWED_HOSTS and names a bad entry", () => {
    expect(parseAllowedHosts(" alt.firma.local, 10.0.0.5:8080,[fd00::1]:80 ,fd00::2")).toEqual([
      { host: "alt.firma.local", port: null },
      { host: "10.0.0.5", port: 8080 },
      { host: "fd00::1", port: 80 },
      { host: "fd00::2", port: null },
    ]);
    expect(parseAllowedHosts("")).toEqual([]);
    expect(() => parseAllowedHosts("http://alt.firma.local")).toThrow(/„http:\/\/alt.firma.local“ ist kein Host/);
    expect(() => parseAllowedHosts("host:99999")).toThrow(/kein Host/);
  });
});
