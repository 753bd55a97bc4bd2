// /robots.txt: crawlers may read every public page; accounts, staff tools and the API stay out of search results.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import type { Services } from "../../services";

const PRIVATE_PATHS = ["/admin", "/dashboard", "/users/", "/api/", "/login", "/sign-up", "/reset-password", "/welcome"];

function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export function robotsRoutes(services: Pick<Services, "publicUrl">) {
  return new Hono<AppEnv>().get("/robots.txt", requires(ROUTE_RULES.anyone), (c) => {
    c.header("Cache-Control", "public, max-age=86400");
    return c.text(robotsTxt(services.publicUrl));
  });
}
