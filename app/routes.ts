import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("auth", "routes/auth/route.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("konto", "routes/admin/account.tsx"),
    route("postausgang", "routes/admin/outbox.tsx"),
    // Areas that later issues build; until then an honest "Noch nicht verfügbar".
    ...[
      "pages",
      "pages/new",
      "pages/:id/edit",
      "blog",
      "blog/new",
      "blog/:id/edit",
      "media",
      "downloads",
      "templates",
      "analytics",
      "settings",
    ].map((path) => route(path, "routes/admin/not-available.tsx", { id: `admin-${path.replace(/[/:]/g, "-")}` })),
  ]),
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route(":slug", "routes/site/page.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
