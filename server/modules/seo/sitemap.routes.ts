// /sitemap.xml: every public page that exists, for search engines (spec §2.2).
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";

export function sitemapRoutes() {
  return new Hono<AppEnv>().get("/sitemap.xml", async (c) => {
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(await c.var.services.sitemap.renderXml());
  });
}
