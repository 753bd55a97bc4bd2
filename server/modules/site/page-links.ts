import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env";

/**
 * `next` and `previous` of a paginated list (DESIGN §8): this request's path and query with another
 * `page`, on PUBLIC_URL. Never on the request's Host header, which the client writes: a link built
 * from it could point readers to someone else's site.
 */
export function pageLinks(c: Context<AppEnv>, page: number, pageSize: number, count: number) {
  const requested = new URL(c.req.url);
  const linkTo = (target: number) => {
    const url = new URL(`${requested.pathname}${requested.search}`, c.var.site.publicUrl);
    url.searchParams.set("page", String(target));
    url.searchParams.set("page_size", String(pageSize));
    return url.toString();
  };
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    next: page < lastPage ? linkTo(page + 1) : null,
    previous: page > 1 ? linkTo(Math.min(page - 1, lastPage)) : null,
  };
}
