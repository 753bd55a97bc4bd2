// Waits for a helper process the tests start (a proxy, a pooler) to take connections.
import type { ChildProcess } from "node:child_process";

const POLL_MS = 100;

/** Resolves once `probe` succeeds; fails with `printed()` when the process ends or `timeoutMs` passes first. */
export async function waitUntilReady(
  name: string,
  child: ChildProcess,
  probe: () => Promise<unknown>,
  printed: () => string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await probe();
      return;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${name} did not start:\n${printed()}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
