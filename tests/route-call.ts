/**
 * Calls a route module's loader or action the way React Router does, and returns its Response —
 * also a thrown one (401/403/404 answers are thrown). For integration tests of API routes.
 */
export type RouteHandler = ((args: any) => Promise<unknown>) | undefined;

export async function callRoute(handler: RouteHandler, request: Request, params: Record<string, string> = {}): Promise<Response> {
  if (!handler) throw new Error("Die Route hat diesen Handler nicht");
  try {
    const result = await handler({ request, params, context: {} });
    if (result instanceof Response) return result;
    throw new Error("Route hat keine Response geliefert");
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** Request options for a JSON body. */
export function jsonInit(method: string, body?: unknown): RequestInit {
  return { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) };
}
