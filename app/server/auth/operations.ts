import { can, type Capability, type Role } from "~/lib/access";

/**
 * The role matrix of issue 29, in one place: every API operation (keyed exactly as in the OpenAPI
 * document, app/server/api/openapi.server.ts) and every admin route (keyed by its path in
 * app/routes.ts) names the capability it needs (app/lib/access.ts says which roles have it). The
 * routes look their capability up here (requireOperation, requireAdminRoute), /api/docs prints it,
 * and the matrix test (tests/built-app/role-matrix.integration.test.ts) walks every entry for
 * anonymous, signed in without a role, Autor, Redakteur and Administrator.
 *
 * Plain TypeScript without server imports, so tests and the docs page can import it.
 */

export type OperationAccess = Capability | "public";

export const API_OPERATIONS = {
  // Pages: anyone reads what is published (people with pages.read also the working state).
  "GET /api/pages": "public",
  // Authors may create blog posts only; the route refuses other content types (authorPageRules).
  "POST /api/pages": "posts.write",
  "PUT /api/pages/order": "pages.edit",
  // Used by the editor of a post too (authors edit the slug of their drafts).
  "GET /api/pages/slug-check": "posts.write",
  "GET /api/pages/{id}": "public",
  // Authors: only their own never-published, unscheduled posts (checked in the route).
  "PATCH /api/pages/{id}": "posts.write",
  "DELETE /api/pages/{id}": "pages.delete",
  "POST /api/pages/{id}/publish": "pages.publish",
  "POST /api/pages/{id}/unpublish": "pages.publish",
  "POST /api/pages/{id}/discard": "pages.publish",
  "GET /api/pages/{id}/revisions": "pages.read",
  "GET /api/pages/{id}/revisions/{revisionId}": "pages.read",
  "POST /api/pages/{id}/revisions/{revisionId}/restore": "pages.delete",
  // Issue 30: working together. Submitting and sharing: authors only for their own drafts
  // (checked in the routes); reviewing: Redakteure and Administratoren.
  "GET /api/pages/{id}/compare": "pages.read",
  "POST /api/pages/{id}/review": "pages.submit",
  "POST /api/pages/{id}/review/approve": "pages.review",
  "POST /api/pages/{id}/review/return": "pages.review",
  "GET /api/pages/{id}/annotations": "pages.read",
  "POST /api/pages/{id}/annotations": "pages.review",
  // Resolving: the page's author too (who fixed what the note asked for).
  "PATCH /api/pages/{id}/annotations/{annotationId}": "pages.submit",
  "DELETE /api/pages/{id}/annotations/{annotationId}": "pages.review",
  "GET /api/pages/{id}/presence": "pages.read",
  "POST /api/pages/{id}/presence": "pages.read",
  "DELETE /api/pages/{id}/presence": "pages.read",
  "POST /api/pages/{id}/preview-links": "pages.share",
  "DELETE /api/pages/{id}/preview-links": "pages.share",
  // Who may ask at all; the job's kind decides the rest (JOB_CAPABILITIES).
  "GET /api/jobs/{id}": "admin.enter",
  "POST /api/import": "import.run",
  "POST /api/import/{upload}/run": "import.run",
  "POST /api/import/{upload}/media": "import.run",
  "DELETE /api/import/{upload}/media": "import.run",
  "DELETE /api/import/{upload}": "import.run",
  "GET /api/import/jobs/{job}/report.csv": "import.run",
  "POST /api/import/jobs/{job}/publish": "import.run",
  "GET /api/backups": "backups.run",
  "POST /api/backups": "backups.run",
  "GET /api/backups/{name}": "backups.run",
  "POST /api/backups/{name}/restore": "backups.run",
  "POST /api/backups/{name}/verify": "backups.run",
  "POST /api/backups/upload": "backups.run",
  "GET /api/redirects": "redirects.edit",
  "POST /api/redirects": "redirects.edit",
  "PATCH /api/redirects/{id}": "redirects.edit",
  "DELETE /api/redirects/{id}": "redirects.edit",
  "GET /api/templates": "pages.read",
  "POST /api/templates": "templates.edit",
  "GET /api/templates/{id}": "pages.read",
  "PATCH /api/templates/{id}": "templates.edit",
  "DELETE /api/templates/{id}": "templates.edit",
  // Readable by anyone (the public site renders from it); the contact address only with settings.edit.
  "GET /api/settings": "public",
  "PUT /api/settings": "settings.edit",
  "GET /api/assets": "media.read",
  "POST /api/assets": "media.upload",
  "GET /api/assets/{id}": "media.read",
  "PATCH /api/assets/{id}": "media.edit",
  "DELETE /api/assets/{id}": "media.edit",
  "GET /api/folders": "media.read",
  "POST /api/folders": "media.edit",
  "POST /api/folders/order": "media.edit",
  "PATCH /api/folders/{id}": "media.edit",
  "DELETE /api/folders/{id}": "media.edit",
  "POST /api/contact": "public",
  "GET /api/inbox": "inbox.read",
  "GET /api/inbox/export": "inbox.read",
  "GET /api/inbox/{id}": "inbox.read",
  "PATCH /api/inbox/{id}": "inbox.read",
  "DELETE /api/inbox/{id}": "inbox.read",
  "POST /api/inbox/{id}/resend": "inbox.read",
  "GET /api/analytics": "analytics.read",
  "GET /api/analytics/export": "analytics.read",
  "GET /api/analytics/live": "analytics.read",
  // Everyone with a role; the page's edit links only where the role may edit it. Visitors get a
  // 401 that also removes the hint cookie, so their browser stops asking.
  "GET /api/admin-bar": "admin.enter",
  "GET /api/blocks": "pages.read",
  "GET /api/docs": "public",
  // One's own sessions ('Konto'): every role.
  "GET /api/account/sessions": "admin.enter",
  "DELETE /api/account/sessions": "admin.enter",
  "DELETE /api/account/sessions/{id}": "admin.enter",
  // People and the log (issue 29, items 2 and 3; added by their own branches).
  "GET /api/users": "users.manage",
  "POST /api/users/invite": "users.manage",
  "PATCH /api/users/{id}": "users.manage",
  "POST /api/users/{id}/reset-2fa": "users.manage",
  "DELETE /api/users/invitations/{id}": "users.manage",
  // Issue 38 item 10: a new link for an open invitation (the old one stops working).
  "POST /api/users/invitations/{id}/resend": "users.manage",
  "GET /api/log": "log.read",
  "GET /api/log/export": "log.read",
} as const satisfies Record<string, OperationAccess>;

export type ApiOperation = keyof typeof API_OPERATIONS;

/** GET /api/jobs/{id}: the capability a job's kind needs (an import job → import.run …). */
export const JOB_CAPABILITIES: Record<string, Capability> = {
  import: "import.run",
  backup: "backups.run",
  restore: "backups.run",
  verify: "backups.run",
};

/** The other route resources that are not part of the API document. */
export const OTHER_ROUTES = {
  // The page check of app/routes/optimize-block.tsx: reading the findings, and fixing a page.
  "GET /optimize-block": "pages.read",
  "POST /optimize-block": "pages.edit",
} as const satisfies Record<string, Capability>;

export const ADMIN_ROUTES = {
  "/admin": "admin.enter",
  "/admin/konto": "admin.enter",
  "/admin/postausgang": "settings.edit",
  "/admin/inbox": "inbox.read",
  "/admin/settings": "settings.edit",
  "/admin/pages": "pages.read",
  "/admin/pages/new": "pages.edit",
  // Everyone who reads pages may open the editor; what they may change decides the route.
  "/admin/pages/:id/edit": "pages.read",
  "/admin/pages/:id/revisions": "pages.read",
  // Issue 30: comparing two states, and the reviewer's screen (its actions need pages.review).
  "/admin/pages/:id/compare": "pages.read",
  "/admin/pages/:id/review": "pages.read",
  "/admin/templates": "templates.edit",
  "/admin/redirects": "redirects.edit",
  "/admin/import": "import.run",
  "/admin/media": "media.read",
  "/admin/downloads": "media.edit",
  "/admin/blog": "posts.write",
  "/admin/blog/new": "posts.write",
  "/admin/blog/:id/edit": "posts.write",
  // Issue 38: a post's review lives in the blog's area (its actions need pages.review).
  "/admin/blog/:id/review": "posts.write",
  "/admin/presentations": "presentations.edit",
  "/admin/presentations/:id/edit": "presentations.edit",
  "/admin/analytics": "analytics.read",
  "/admin/backups": "backups.run",
  "/admin/users": "users.manage",
  "/admin/log": "log.read",
} as const satisfies Record<string, Capability>;

export type AdminRoute = keyof typeof ADMIN_ROUTES;

/** The admin paths a role may open: the shell shows only these in its navigation. */
export function adminAreas(role: Role): string[] {
  return Object.entries(ADMIN_ROUTES)
    .filter(([, capability]) => can(role, capability))
    .map(([path]) => path);
}
