// Spec §9 timers of the global search bar, and a small debouncer the bar schedules them with.

/** Autocomplete waits this long after the last keystroke (spec §2.8, §5, §9). */
export const AUTOCOMPLETE_DELAY_MS = 500;
/** Search tracking waits this long after typing stops (spec §2.8, §5, §9). */
export const TRACK_DELAY_MS = 1500;

/** Autocomplete and tracking run only for a non-empty query (spec §5). */
export function isSearchable(keyword: string): boolean {
  return keyword.trim().length > 0;
}

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

export interface Debouncer {
  /** Runs `task` after the delay, unless scheduled again or cancelled first. */
  schedule(task: () => void): void;
  cancel(): void;
}

export function createDebouncer(delayMs: number, timers: Timers = globalThis): Debouncer {
  let handle: unknown = null;
  const cancel = () => {
    if (handle !== null) timers.clearTimeout(handle as never);
    handle = null;
  };
  return {
    schedule(task) {
      cancel();
      handle = timers.setTimeout(() => {
        handle = null;
        task();
      }, delayMs);
    },
    cancel,
  };
}
