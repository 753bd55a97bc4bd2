// The page a reader gets while the database cannot be reached: served without the database or the
// React build, so it shows even when everything behind the server is down.
import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { SERVICE_UNAVAILABLE_DETAIL, UNAVAILABLE_RETRY_AFTER_SECONDS } from "./errors";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Briefly unavailable | Trailguide</title>
<style>
  body { margin: 0; min-height: 100svh; display: grid; place-items: center; padding: 1rem;
    background: linear-gradient(#0c161c, #1d3038 55%, #4a4a3c); color: #fff;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; text-align: center; }
  h1 { font-size: 4.5rem; margin: 0; }
  p { font-size: 1.25rem; max-width: 32rem; }
  a { color: #fff; font-weight: 600; }
</style>
</head>
<body>
<main>
  <h1>503</h1>
  <p>${SERVICE_UNAVAILABLE_DETAIL}</p>
  <p><a href="">Try again</a></p>
</main>
</body>
</html>`;

export function serviceUnavailablePage(c: Context<AppEnv>): Response {
  c.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  c.header("Cache-Control", "no-store");
  return c.html(PAGE, 503);
}
