// A process told to stop (SIGTERM, as a rolling restart does) answers every request it had taken,
// then exits within its 15 s deadline.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLoneServer, type LoneServer } from "./server-process";

const IN_FLIGHT = 40;
const EXIT_WITHIN_MS = 15_000;

let lone: LoneServer;

beforeAll(async () => {
  lone = await startLoneServer();
});

afterAll(() => lone?.stop());

it("answers all 40 page requests sent as SIGTERM arrives with 200, then exits within 15 s", async () => {
  // Each its own search, so each is rendered rather than served from the page cache.
  const requests = Array.from({ length: IN_FLIGHT }, (_, index) =>
    fetch(`${lone.server.url}/search?q=drain${index}`).then(
      async (response) => ({ status: response.status, bodyBytes: (await response.arrayBuffer()).byteLength }),
      (error: unknown) => ({ status: String(error), bodyBytes: 0 }),
    ),
  );
  // Signalled as the requests leave: those the process has not read yet are taken in its grace second.
  const signalled = Date.now();
  const stopped = lone.server.stop();

  const answers = await Promise.all(requests);
  expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  expect(answers.every((answer) => answer.bodyBytes > 0)).toBe(true);
  await stopped;
  expect(Date.now() - signalled).toBeLessThan(EXIT_WITHIN_MS);
  // New connections are refused once it has stopped.
  await expect(fetch(`${lone.server.url}/health`)).rejects.toThrow();
});
