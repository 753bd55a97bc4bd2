// A message whose sending fails is tried again later and later, and given up after a few tries, so a
// mail server that is down for hours is not hammered and a bad address does not stay queued forever.
import { describe, expect, it } from "vitest";
import { nextAttemptAt } from "./email.adapter";

const failedAt = new Date("2026-06-01T12:00:00Z");
const minutesAfterFailure = (attempts: number) => {
  const at = nextAttemptAt(attempts, failedAt);
  return at && (at.getTime() - failedAt.getTime()) / 60_000;
};

describe("retrying a failed e-mail", () => {
  it("waits half a minute after the first failure, doubling after each further one", () => {
    expect([1, 2, 3, 4].map(minutesAfterFailure)).toEqual([0.5, 1, 2, 4]);
  });

  it("gives the message up after the eighth failure, about an hour after the first", () => {
    const waited = [1, 2, 3, 4, 5, 6, 7].map(minutesAfterFailure).reduce((sum, minutes) => sum! + minutes!, 0);
    expect(waited).toBe(63.5);
    expect(nextAttemptAt(8, failedAt)).toBeNull();
    expect(nextAttemptAt(9, failedAt)).toBeNull();
  });
});
