// Saving a guide for offline (ADR 0059): the server's plan says what the pack holds; this stores the
// guide page, its scripts and styles, photos, GPX and the map of its area in the pack's cache, with
// progress and a cancel, then records the pack. Loaded only when a reader saves or opens their packs.
import {
  packRefOf,
  type DetailLevel,
  type OfflinePackPlan,
  type OfflinePackRef,
} from "../../../shared/contracts/offline-packs.contract";
import { appFilesImportedBy, appFilesIn } from "../../../shared/domain/offline-app-files";
import { PACK_PARALLEL_DOWNLOADS, tileSetUrls } from "../../../shared/map/offline-pack-tiles";
import { formatNumber, type Locale } from "../../../shared/domain/locales";
import { storedFileBytes } from "../../../shared/domain/offline-pack-size";
import { apiFetch } from "../api-client";
import { packCacheName, packKey, putPack, SAVED_OFFLINE_PATH, SHELL_CACHE, type SavedPack } from "./pack-store";

export const SERVICE_WORKER_URL = "/sw.js";

export interface SaveProgress {
  done: number;
  total: number;
  /** What the stored files take, their entries included: counted as the plan's estimate counts them. */
  bytes: number;
}

export function fetchPackPlan({ kind, id }: OfflinePackRef): Promise<OfflinePackPlan> {
  return apiFetch<OfflinePackPlan>(`/api/v2/offline-packs/${kind}/${encodeURIComponent(id)}/`);
}

/**
 * Registers the worker that answers from the packs with no signal; once registered it stays. Only
 * from the save action and the Saved for offline page, so content pages load no code for it.
 */
export async function registerOfflineWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
}

/** Asks the browser not to clear the packs when space runs short; true when it agreed. */
export async function askForPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  return (await navigator.storage.persisted()) || navigator.storage.persist();
}

function tileUrls(plan: OfflinePackPlan, level: DetailLevel): string[] {
  const chosen = plan.detail_levels.find((candidate) => candidate.id === level);
  if (!chosen) throw new Error(`The plan has no ${level} level`);
  return tileSetUrls(chosen.tile_sets);
}

/** Stores one file; answers its size, or null when the server has no such file (a tile past the data). */
async function store(cache: Cache, url: string, signal: AbortSignal): Promise<number | null> {
  const isSameOrigin = new URL(url, window.location.href).origin === window.location.origin;
  // "no-cache": the worker and the HTTP cache revalidate, so an update stores what the server has now.
  const response = await fetch(url, {
    signal,
    cache: "no-cache",
    credentials: "same-origin",
    mode: isSameOrigin ? "same-origin" : "no-cors",
  });
  if (response.type !== "opaque" && !response.ok) {
    if (response.status === 404 || response.status === 204) return null;
    throw new Error(`${url} answered ${response.status}`);
  }
  const body = await response.arrayBuffer();
  await cache.put(url, new Response(body, { status: response.status, headers: response.headers }));
  return body.byteLength;
}

export interface SaveOptions {
  plan: OfflinePackPlan;
  level: DetailLevel;
  signal: AbortSignal;
  onProgress: (progress: SaveProgress) => void;
}

/** Saves the pack, replacing an earlier one of the same guide; a cancel or a failure leaves none. */
export async function savePack({ plan, level, signal, onProgress }: SaveOptions): Promise<SavedPack> {
  const key = packKey(plan);
  const cacheName = packCacheName(key);
  const pageUrl = plan.page_path;
  await caches.delete(cacheName);
  const cache = await caches.open(cacheName);
  try {
    const pageBytes = await store(cache, pageUrl, signal);
    if (pageBytes === null) throw new Error("The page is gone");
    const html = await (await cache.match(pageUrl))!.text();
    const queued = new Set([...appFilesIn(html), ...plan.resources, ...tileUrls(plan, level)]);
    const urls = [...queued];
    const progress: SaveProgress = { done: 1, total: urls.length + 1, bytes: storedFileBytes(pageBytes) };
    onProgress({ ...progress });

    let next = 0;
    const download = async () => {
      while (next < urls.length) {
        signal.throwIfAborted();
        const url = urls[next++]!;
        // Stored first, then added: `bytes += await …` would add to a total read before the wait, and
        // the downloads running beside this one would be lost from it.
        const storedBytes = await store(cache, url, signal);
        progress.bytes += storedBytes === null ? 0 : storedFileBytes(storedBytes);
        // A script names the files it loads later: they join the queue.
        if (/^\/assets\/.+\.m?js$/.test(url)) {
          const script = await (await cache.match(url))?.text();
          for (const file of appFilesImportedBy(script ?? "")) {
            if (queued.has(file)) continue;
            queued.add(file);
            urls.push(file);
            progress.total++;
          }
        }
        progress.done++;
        onProgress({ ...progress });
      }
    };
    await Promise.all(Array.from({ length: PACK_PARALLEL_DOWNLOADS }, download));

    const pack: SavedPack = {
      ...packRefOf(plan),
      key,
      title: plan.title,
      pageUrl,
      detail: level,
      bytes: progress.bytes,
      files: progress.total,
      savedAt: new Date().toISOString(),
    };
    await putPack(pack);
    return pack;
  } catch (error) {
    await caches.delete(cacheName);
    throw error;
  }
}

/**
 * Keeps the Saved for offline page (its document and every file it loads) so it opens with no signal:
 * `path` is the page in the reader's language (/offline, /fr/offline, /es/offline).
 */
export async function keepSavedPageOffline(path = SAVED_OFFLINE_PATH): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  const signal = new AbortController().signal;
  if ((await store(cache, path, signal)) === null) return;
  const pending = appFilesIn(await (await cache.match(path))!.text());
  const seen = new Set(pending);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const stored = await cache.match(file);
    if (!stored) await store(cache, file, signal);
    if (!/\.m?js$/.test(file)) continue;
    const script = await (await cache.match(file))?.text();
    for (const imported of appFilesImportedBy(script ?? "")) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      pending.push(imported);
    }
  }
}

/** Storage used and offered by the browser, and whether it keeps the packs when space runs short. */
export async function storageStatus(): Promise<{ usage: number | null; quota: number | null; isPersistent: boolean }> {
  const estimate = navigator.storage?.estimate ? await navigator.storage.estimate() : {};
  const isPersistent = navigator.storage?.persisted ? await navigator.storage.persisted() : false;
  return { usage: estimate.usage ?? null, quota: estimate.quota ?? null, isPersistent };
}

/** The units' symbols in each language: French writes "2,4 Mo". */
const BYTE_UNITS: Record<Locale, { kilo: string; mega: string; giga: string }> = {
  en: { kilo: "KB", mega: "MB", giga: "GB" },
  fr: { kilo: "ko", mega: "Mo", giga: "Go" },
  es: { kilo: "KB", mega: "MB", giga: "GB" },
};

/** "35 MB", "2.4 MB", "800 KB": a tenth of a megabyte under 10 MB, where a rounding would be far off. */
export function formatBytes(bytes: number, locale: Locale = "en"): string {
  const { kilo, mega, giga } = BYTE_UNITS[locale];
  const figure = (value: number, decimals: number) =>
    formatNumber(value, locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false });
  if (bytes >= 1_000_000_000) return `${figure(bytes / 1_000_000_000, 1)} ${giga}`;
  if (bytes >= 10_000_000) return `${figure(Math.round(bytes / 1_000_000), 0)} ${mega}`;
  if (bytes >= 1_000_000) return `${figure(bytes / 1_000_000, 1)} ${mega}`;
  return `${figure(Math.max(1, Math.round(bytes / 1_000)), 0)} ${kilo}`;
}
