import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOCOMPLETE_DELAY_MS, TRACK_DELAY_MS, createDebouncer, isSearchable } from "./search-timing";

describe(createDebouncer.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once, the delay after the last call", () => {
    const task = vi.fn();
    const debouncer = createDebouncer(AUTOCOMPLETE_DELAY_MS);
    debouncer.schedule(task);
    vi.advanceTimersByTime(400);
    debouncer.schedule(task);
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled", () => {
    const task = vi.fn();
    const debouncer = createDebouncer(TRACK_DELAY_MS);
    debouncer.schedule(task);
    debouncer.cancel();
    vi.advanceTimersByTime(TRACK_DELAY_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });

  it("uses the spec §9 delays", () => {
    expect([AUTOCOMPLETE_DELAY_MS, TRACK_DELAY_MS]).toEqual([500, 1500]);
  });
});

describe(isSearchable.name, () => {
  it.each([
    ["moab", true],
    [" m ", true],
    ["", false],
    ["   ", false],
  ])("%j → %s", (keyword, expected) => {
    expect(isSearchable(keyword)).toBe(expected);
  });
});
