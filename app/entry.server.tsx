import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceProvider } from "./components/nonce";
import { DocumentPartsProvider } from "./components/site/document-parts";
import { isStaticDocumentHandle } from "./lib/static-document";
import { logger } from "./server/logger.server";

export const streamTimeout = 5_000;

/** True when a matched route (the public site's layout) asks for a document without React Router's scripts. */
function isStaticDocument(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((match) => isStaticDocumentHandle(context.routeModules[match.route.id]?.handle));
}

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
  // Public pages run no inline script (docs/decisions/004), so they carry no nonce: their bytes are
  // the same for every visitor and the page cache can store them as they are.
  const staticDocument = isStaticDocument(routerContext);
  const nonce = staticDocument ? undefined : loadContext.cspNonce || undefined;
  if (staticDocument) {
    // Nothing on a public page suspends (its data is loaded, its blocks are HTML already), so the
    // synchronous renderer does the same work without a stream's overhead.
    const html = renderToString(
      <NonceProvider value="">
        <DocumentPartsProvider value={loadContext.documentParts}>
          <ServerRouter context={routerContext} url={request.url} />
        </DocumentPartsProvider>
      </NonceProvider>,
    );
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(html.startsWith("<!DOCTYPE") ? html : `<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
  }
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    let timer: ReturnType<typeof setTimeout> | undefined = undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timer);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          logger().error({ err: error, url: request.url }, "Fehler beim Rendern");
        },
      },
    );
    timer = setTimeout(abort, streamTimeout + 1000);
  });
}
