// The page the worker shows with no signal for an address that no pack holds: plain HTML, no scripts.
import { SAVED_OFFLINE_PATH } from "../lib/offline-packs/pack-store";

export function offlinePageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>You are offline | Trailguide</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#202020;background:#f7f7f5}
main{max-width:32rem;margin:15vh auto 0;padding:0 1.5rem}
h1{font-size:1.5rem}
a{display:inline-block;margin-top:.5rem;padding:.75rem 1.25rem;border-radius:9999px;background:#2f7d1e;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #202020;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>You are offline</h1>
<p>This page is not saved on this device. The guides you saved for offline open without a signal.</p>
<a href="${SAVED_OFFLINE_PATH}">Saved for offline</a>
</main>
</body>
</html>`;
}
