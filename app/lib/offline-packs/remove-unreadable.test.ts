import { describe, expect, it, vi } from "vitest";
import type { OfflinePackRef } from "../../../shared/contracts/offline-packs.contract";
import { CHECK_PACKS_PATH, removeUnreadablePacks } from "./remove-unreadable";

function shelfOf(packs: OfflinePackRef[]) {
  const kept = new Map(packs.map((pack) => [`${pack.kind}/${pack.id}`, pack]));
  return {
    kept,
    list: () => Promise.resolve([...kept.values()]),
    remove: (key: string) => Promise.resolve(void kept.delete(key)),
  };
}

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

describe(removeUnreadablePacks.name, () => {
  it("deletes the packs a lapsed reader may no longer read and keeps the others", async () => {
    const shelf = shelfOf([
      { kind: "trails", id: 1 },
      { kind: "scout-routes", id: 2 },
      { kind: "trails", id: 3 },
    ]);
    const ask = answer(200, {
      readable: [{ kind: "trails", id: 3 }],
      unreadable: [
        { kind: "trails", id: 1 },
        { kind: "scout-routes", id: 2 },
      ],
    });
    expect(await removeUnreadablePacks(shelf, ask)).toEqual(["trails/1", "scout-routes/2"]);
    expect([...shelf.kept.keys()]).toEqual(["trails/3"]);
    const [path, init] = ask.mock.calls[0]!;
    expect(path).toBe(CHECK_PACKS_PATH);
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(JSON.parse(init!.body as string)).toEqual({
      packs: [
        { kind: "trails", id: 1 },
        { kind: "scout-routes", id: 2 },
        { kind: "trails", id: 3 },
      ],
    });
  });

  it("keeps every pack when the server cannot say: offline, signed out, an expired token", async () => {
    const shelf = shelfOf([{ kind: "trails", id: 1 }]);
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await removeUnreadablePacks(shelf, offline)).toEqual([]);
    expect(await removeUnreadablePacks(shelf, answer(401, { detail: "Sign in" }))).toEqual([]);
    expect(await removeUnreadablePacks(shelf, answer(412, { detail: "Expired" }))).toEqual([]);
    expect([...shelf.kept.keys()]).toEqual(["trails/1"]);
  });

  it("asks nothing when no pack is saved", async () => {
    const ask = answer(200, { readable: [], unreadable: [] });
    expect(await removeUnreadablePacks(shelfOf([]), ask)).toEqual([]);
    expect(ask).not.toHaveBeenCalled();
  });
});
