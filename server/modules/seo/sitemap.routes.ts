// /sitemap.xml: every public page that exists, for search engines (spec §2.2); past 50,000 pages
// an index of the numbered parts at /sitemaps/{n}.xml (ADR 0026).
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import { notFound } from "../../http/errors";
import type { Services } from "../../services";

const PART_FILE = /^([1-9]\d{0,5})\.xml$/;

function xml(c: Context<AppEnv>, body: string) {
  c.header("Content-Type", "application/xml; charset=utf-8");
  c.header("Cache-Control", "public, max-age=3600");
  return c.body(body);
}

export function sitemapRoutes(services: Pick<Services, "sitemap">) {
  return new Hono<AppEnv>()
    .get("/sitemap.xml", requires(ROUTE_RULES.anyone), async (c) => xml(c, await services.sitemap.renderXml()))
    .get("/sitemaps/:file", requires(ROUTE_RULES.anyone), async (c) => {
      const number = PART_FILE.exec(c.req.param("file"))?.[1];
      const part = number ? await services.sitemap.renderPartXml(Number(number)) : null;
      if (part === null) throw notFound();
      return xml(c, part);
    });
}
