// Whether each online basemap source answers (issue 14, ADR 0028), asked by the server so that a
// browser never requests a source that is down or unreachable (which leaves an error in its console)
// and shows the offline basemap at once instead. A source that answers any HTTP status is up; one
// that does not answer within the timeout is not. The answer is kept for a minute in each process:
// it describes the outside world, so a copy a minute old in one process is as good as any.
import {
  NOTHING_REACHABLE,
  ONLINE_SOURCES,
  probeUrls,
  type BasemapSources,
  type SourceReachability,
} from "../../../shared/map/basemaps";

export interface ReachabilityOptions {
  timeoutMs?: number;
  ttlMs?: number;
  now?: () => number;
}

async function answers(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(url, { method: "GET", signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

export function createReachabilityCheck(
  sources: BasemapSources | null,
  { timeoutMs = 3000, ttlMs = 60_000, now = Date.now }: ReachabilityOptions = {},
): () => Promise<SourceReachability> {
  let checked: { at: number; result: Promise<SourceReachability> } | null = null;

  async function check(urls: Record<(typeof ONLINE_SOURCES)[number], string>): Promise<SourceReachability> {
    const results = await Promise.all(ONLINE_SOURCES.map((source) => answers(urls[source], timeoutMs)));
    return Object.fromEntries(ONLINE_SOURCES.map((source, index) => [source, results[index]])) as SourceReachability;
  }

  return () => {
    if (!sources) return Promise.resolve(NOTHING_REACHABLE);
    if (checked === null || now() - checked.at >= ttlMs) checked = { at: now(), result: check(probeUrls(sources)) };
    return checked.result;
  };
}
