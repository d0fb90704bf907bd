import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("auth", "routes/auth/route.tsx"),

  // JSON API used by the admin (documented at /api/docs). Pages, revisions, redirects and
  // templates: routes/api/pages*.ts and friends; settings: routes/api/settings.ts.
  route("api/settings", "routes/api/settings.ts"),

  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("konto", "routes/admin/account.tsx"),
    route("postausgang", "routes/admin/outbox.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    // Areas that later issues build; until then an honest "Noch nicht verfügbar".
    ...["pages", "pages/new", "pages/:id/edit", "blog", "blog/new", "blog/:id/edit", "media", "downloads", "templates", "analytics"].map(
      (path) => route(path, "routes/admin/not-available.tsx", { id: `admin-${path.replace(/[/:]/g, "-")}` }),
    ),
  ]),

  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route(":slug", "routes/site/page.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
