import type { AccessContext } from "../auth/guard.server";
import { runtime } from "../runtime.server";
import type { ReviewActor } from "./annotations.server";
import type { ReviewDeps } from "./review.server";

/** The person of a review request and what review steps need of the runtime (mailer, site address). */
export function reviewActor(access: AccessContext): ReviewActor {
  return { id: access.user.id, name: access.user.name || access.user.email, role: access.role };
}

export function reviewDeps(): ReviewDeps {
  const { mailer, env } = runtime();
  return { mailer, publicUrl: env.PUBLIC_URL };
}
