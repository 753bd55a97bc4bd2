import { describe, expect, it } from "vitest";
import { createFreshRead } from "./fresh-read";

/** A read whose answers the test releases one at a time; each answer is the value at the time it was sent. */
function controlledRead() {
  let value = 0;
  const pending: (() => void)[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const sent = value;
      pending.push(() => (sent < 0 ? reject(new Error("read failed")) : resolve(sent)));
    });
  return {
    read,
    set: (next: number) => (value = next),
    sent: () => pending.length,
    answerNext: async () => {
      pending.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe("createFreshRead", () => {
  it("gives callers who arrive during a read the next read, shared, never the one already sent", async () => {
    const database = controlledRead();
    const current = createFreshRead(database.read);
    const first = current();
    database.set(1); // a commit after the first read was sent
    const second = current();
    const third = current();
    expect(database.sent()).toBe(1);
    await database.answerNext();
    expect(await first).toBe(0);
    expect(database.sent()).toBe(1); // the shared next read, sent once the first ended
    await database.answerNext();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
  });

  it("sends a new read for a caller who arrives when none is under way", async () => {
    const database = controlledRead();
    const current = createFreshRead(database.read);
    const first = current();
    await database.answerNext();
    await first;
    database.set(2);
    const later = current();
    await database.answerNext();
    expect(await later).toBe(2);
  });

  it("passes a failed read to its callers and reads again for the next ones", async () => {
    const database = controlledRead();
    const current = createFreshRead(database.read);
    database.set(-1);
    const failing = current();
    const waiting = current();
    database.set(3);
    await database.answerNext();
    await expect(failing).rejects.toThrow("read failed");
    await database.answerNext();
    expect(await waiting).toBe(3);
  });
});
