// The page the worker shows with no signal for an address that no pack holds: plain HTML, no scripts.
// In the language of the address asked for (ADR 0064), linking to the Saved for offline page in it.
import { localeOfPath, localizedPath, type Locale } from "../../shared/domain/locales";
import { SAVED_OFFLINE_PATH } from "../lib/offline-packs/pack-store";

/** The note's words: the worker carries no catalog, so its three texts live here. */
const WORDS: Record<Locale, { title: string; body: string; link: string }> = {
  en: {
    title: "You are offline",
    body: "This page is not saved on this device. The guides you saved for offline open without a signal.",
    link: "Saved for offline",
  },
  fr: {
    title: "Vous êtes hors ligne",
    body: "Cette page n'est pas enregistrée sur cet appareil. Les guides que vous avez enregistrés hors ligne s'ouvrent sans réseau.",
    link: "Enregistrés hors ligne",
  },
  es: {
    title: "Estás sin conexión",
    body: "Esta página no está guardada en este dispositivo. Las guías que guardaste sin conexión se abren sin señal.",
    link: "Guardadas sin conexión",
  },
};

/** The note for `pathname`, the address the reader asked for. */
export function offlinePageHtml(pathname = "/"): string {
  const locale = localeOfPath(pathname) ?? "en";
  const words = WORDS[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${words.title} | Trailguide</title>
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
<h1>${words.title}</h1>
<p>${words.body}</p>
<a href="${localizedPath(SAVED_OFFLINE_PATH, locale)}">${words.link}</a>
</main>
</body>
</html>`;
}
