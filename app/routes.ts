import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("auth", "routes/auth/route.tsx"),

  // JSON API used by the admin (documented at /api/docs). Pages, revisions, redirects and
  // templates: routes/api/pages*.ts and friends; settings: routes/api/settings.ts.
  route("api/settings", "routes/api/settings.ts"),
  route("api/pages", "routes/api/pages.ts"),
  route("api/pages/order", "routes/api/pages-order.ts"),
  route("api/pages/slug-check", "routes/api/pages-slug-check.ts"),
  route("api/pages/:id", "routes/api/page.ts"),
  route("api/pages/:id/publish", "routes/api/page-publish.ts"),
  route("api/pages/:id/unpublish", "routes/api/page-unpublish.ts"),
  route("api/pages/:id/discard", "routes/api/page-discard.ts"),
  route("api/pages/:id/revisions", "routes/api/page-revisions.ts"),
  route("api/pages/:id/revisions/:revisionId", "routes/api/page-revision.ts"),
  route("api/pages/:id/revisions/:revisionId/restore", "routes/api/page-revision-restore.ts"),
  route("api/redirects", "routes/api/redirects.ts"),
  route("api/redirects/:id", "routes/api/redirect.ts"),
  route("api/templates", "routes/api/templates.ts"),
  route("api/templates/:id", "routes/api/template.ts"),
  route("api/blocks", "routes/api/blocks.ts"),
  // POST /api/assets (multipart upload) is served by Express before React Router (app/server/media/http.server.ts).
  route("api/assets", "routes/api/assets.ts"),
  route("api/assets/:id", "routes/api/asset.ts"),
  route("api/folders", "routes/api/folders.ts"),
  route("api/folders/order", "routes/api/folders-order.ts"),
  route("api/folders/:id", "routes/api/folder.ts"),
  route("api/inbox", "routes/api/inbox.ts"),
  route("api/inbox/export", "routes/api/inbox-export.ts"),
  route("api/inbox/:id", "routes/api/inbox-item.ts"),
  route("api/inbox/:id/resend", "routes/api/inbox-resend.ts"),
  route("api/analytics", "routes/api/analytics.ts"),
  route("api/analytics/export", "routes/api/analytics-export.ts"),
  route("api/analytics/live", "routes/api/analytics-live.ts"),
  route("api/admin-bar", "routes/api/admin-bar.ts"),
  route("api/account/sessions", "routes/api/account-sessions.ts"),
  route("api/account/sessions/:id", "routes/api/account-session.ts"),
  route("api/jobs/:id", "routes/api/job.ts"),
  // POST /api/import (the export file, multipart) is served by Express like /api/assets.
  route("api/import/:upload/run", "routes/api/import-run.ts"),
  route("api/backups", "routes/api/backups.ts"),
  route("api/backups/:name", "routes/api/backup.ts"),
  route("api/log", "routes/api/log.ts"),
  route("api/log/export", "routes/api/log-export.ts"),
  route("api/docs", "routes/api/docs.ts"),
  route("api/*", "routes/api/not-found.ts"),

  route("optimize-block", "routes/optimize-block.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  // The blog's feeds, ahead of the post route blog/:slug.
  route("blog/rss.xml", "routes/seo/feed-rss.ts"),
  route("blog/atom.xml", "routes/seo/feed-atom.ts"),

  // The document inside an embed block's sandboxed frame, with its own CSP.
  route("embed/:slug/:blockId", "routes/embed.ts"),

  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("konto", "routes/admin/account.tsx"),
    route("postausgang", "routes/admin/outbox.tsx"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("pages", "routes/admin/pages/index.tsx"),
    route("pages/new", "routes/admin/pages/new.tsx"),
    route("pages/:id/edit", "routes/admin/pages/edit.tsx"),
    route("pages/:id/revisions", "routes/admin/pages/revisions.tsx"),
    route("templates", "routes/admin/templates.tsx"),
    route("redirects", "routes/admin/redirects.tsx"),
    route("import", "routes/admin/import.tsx"),
    route("media", "routes/admin/media.tsx"),
    route("downloads", "routes/admin/downloads.tsx"),
    // A blog post is a page of content type blog, edited in the same page editor.
    route("blog", "routes/admin/blog/index.tsx"),
    route("blog/new", "routes/admin/blog/new.tsx"),
    route("blog/:id/edit", "routes/admin/blog/edit.tsx"),
    route("presentations", "routes/admin/presentations/index.tsx"),
    route("presentations/:id/edit", "routes/admin/presentations/edit.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("backups", "routes/admin/backups.tsx"),
    route("log", "routes/admin/log.tsx"),
  ]),

  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("blog/:slug", "routes/site/blog-post.tsx"),
    route("presentations/:slug", "routes/site/presentation.tsx"),
    route(":slug", "routes/site/page.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
