import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/layouts/default-layout.tsx", [
    index("routes/home.tsx"),
    route("login", "routes/login.tsx"),
    route("sign-up", "routes/sign-up.tsx", [
      index("routes/sign-up-index.tsx"),
      route("account", "routes/sign-up-account.tsx"),
      route("options", "routes/sign-up-options.tsx"),
      route("customize", "routes/sign-up-customize.tsx"),
    ]),
    route("welcome", "routes/welcome.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("dashboard", "routes/dashboard.tsx"),
    route("about-us", "routes/about-us.tsx"),
    route("announcements/:id", "routes/announcement.tsx"),
    route("states/:code", "routes/state-by-code.tsx"),
    route(":country/:slug", "routes/state.tsx"),
    route("scout-routes/:id", "routes/scout-route.tsx", { id: "scout-route" }),
    route(":country/:slug/scout-routes/:id", "routes/scout-route.tsx", { id: "scout-route-in-state" }),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
