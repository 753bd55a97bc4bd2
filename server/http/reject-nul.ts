// A NUL character is never meaningful in this API and PostgreSQL cannot store one in text: a request
// carrying one in its path, query or JSON body gets a 400 before any route sees it.
import type { MiddlewareHandler } from "hono";
import type { ApiError } from "../../shared/contracts/error.contract";
import type { AppEnv } from "./app-env";

const nulRefused: ApiError = { detail: "The request contains a NUL character, which is not allowed.", code: "bad_request" };
const malformedUrl: ApiError = { detail: "The request's address is not valid.", code: "bad_request" };

/** JSON writes a NUL as the escape \u0000 (any case); a raw one is not valid JSON at all. */
const JSON_NUL = /\\u0000|\0/i;

export const rejectNul: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  let address: string;
  try {
    address = decodeURIComponent(url.pathname + url.search.replaceAll("+", " "));
  } catch {
    return c.json(malformedUrl, 400);
  }
  if (address.includes("\0")) return c.json(nulRefused, 400);
  if (c.req.header("content-type")?.startsWith("application/json") && JSON_NUL.test(await c.req.text())) {
    return c.json(nulRefused, 400);
  }
  await next();
};
