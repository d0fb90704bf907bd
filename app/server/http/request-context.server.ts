import { AsyncLocalStorage } from "node:async_hooks";
import type { Role } from "~/lib/access";

/** Who acts in this request: set by the guard once it has resolved the session. */
export interface Actor {
  userId: string;
  name: string;
  email: string;
  role: Role | null;
}

/**
 * What one HTTP request carries through every await (Express middleware in create-app.server.ts
 * opens it): the client address and, once a guard resolved the session, the person. The log
 * (app/server/audit) reads both from here, so services need no extra parameters. Outside a request
 * (the CLI, the scheduler) there is none.
 */
export interface RequestContext {
  ip: string;
  actor: Actor | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Records the person of this request (no-op outside a request). */
export function setActor(actor: Actor): void {
  const context = storage.getStore();
  if (context) context.actor = actor;
}

/**
 * Runs `fn` outside any request, as work of the server itself (the scheduler's publish): a timer
 * armed during a request would otherwise carry that request's person and address along.
 */
export function outsideRequestContext<T>(fn: () => T): T {
  return storage.exit(fn);
}
