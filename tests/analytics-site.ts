import http from "node:http";
import autocannon from "autocannon";
import * as analyticsRoute from "~/routes/api/analytics";
import * as exportRoute from "~/routes/api/analytics-export";
import * as liveRoute from "~/routes/api/analytics-live";
import { ANALYTICS_LIMITS } from "~/server/analytics/recorder.server";
import type { Db } from "~/server/db/client.server";
import { routeBuild } from "./route-build";

/**
 * A site for the visitor statistics' tests (analytics.integration.test.ts on both databases,
 * analytics-flood.stress.test.ts once): any address is a public page; /fehlt, /alt and everything
 * under /weg/ answer 404. Beside it the requests a visitor's browser or a flood sends.
 */

export const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const site = {
  loader: ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    const missing = path === "/fehlt" || path === "/alt" || path.startsWith("/weg/");
    return new Response(`<!doctype html><title>${path}</title><p>${"Inhalt ".repeat(200)}</p>`, {
      status: missing ? 404 : 200,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  },
};
export const analyticsSiteBuild = routeBuild({ "api/analytics": analyticsRoute, "api/analytics/export": exportRoute, "api/analytics/live": liveRoute, "*": site });

/** One GET as a browser sends it (Chrome, accepting HTML), answered without reading the body. */
export function get(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(base + path, { headers: { "user-agent": CHROME, accept: "text/html", ...headers } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Sends `amount` GET requests through a proxy on loopback; `vary(n)` gives each its path and headers. */
export function flood(base: string, amount: number, vary: (n: number) => { path: string; headers: Record<string, string> }) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    let n = 0;
    autocannon(
      {
        url: base,
        connections: 20,
        amount,
        headers: { accept: "text/html" },
        requests: [
          {
            setupRequest: (request) => {
              const { path, headers } = vary(n++);
              return { ...request, path, headers: { ...request.headers, ...headers } };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Per-minute windows a run from `started` to now touched: each allows the caps once. */
export const windowsSince = (started: number) => Math.floor(Date.now() / ANALYTICS_LIMITS.windowMs) - Math.floor(started / ANALYTICS_LIMITS.windowMs) + 1;

/** Chrome with the n-th build number: another user agent of the same address. */
export const userAgent = (n: number) => CHROME.replace("Chrome/131.0.0.0", `Chrome/131.0.${n}.0`);

/** The raw view rows written so far. */
export async function countEvents(db: Db): Promise<number> {
  const row = await db
    .selectFrom("analytics_events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
