import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceProvider } from "./components/nonce";
import { StaticHtmlContext } from "./components/site/static-html-context";
import { logger } from "./server/logger.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before sending (onAllReady): public pages are complete HTML for
 * crawlers and for the page cache, and we have no deferred data worth streaming.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StaticHtmlContext.Provider value={loadContext.staticHtml ?? null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StaticHtmlContext.Provider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          logger().error({ err: error, url: request.url }, "Fehler beim Rendern");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
