import { describe, expect, it } from "vitest";
import { parseCoordinates } from "./plan-point-list";
import { pointsHistory } from "./use-trip-plan";

const A: [number, number] = [-123.04, 44.83];
const B: [number, number] = [-123.19, 44.85];
const C: [number, number] = [-123.1, 44.9];

const after = (...actions: Parameters<typeof pointsHistory>[1][]) => actions.reduce(pointsHistory, { states: [[]], nextKey: 1 });
const positions = (history: ReturnType<typeof after>) => history.states.at(-1)!.map(({ position }) => position);

describe("a trip's points", () => {
  it("are added, reordered and removed, each change undone in turn", () => {
    const built = after({ type: "add", position: A }, { type: "add", position: B }, { type: "add", position: C });
    expect(positions(built)).toEqual([A, B, C]);
    const swapped = pointsHistory(built, { type: "reorder", index: 2, to: 0 });
    expect(positions(swapped)).toEqual([C, A, B]);
    const removed = pointsHistory(swapped, { type: "remove", index: 1 });
    expect(positions(removed)).toEqual([C, B]);
    expect(positions(pointsHistory(removed, { type: "undo" }))).toEqual([C, A, B]);
    expect(positions(pointsHistory(pointsHistory(removed, { type: "undo" }), { type: "undo" }))).toEqual([A, B, C]);
  });

  it("keep their keys when moved, so the list follows the point", () => {
    const built = after({ type: "add", position: A }, { type: "add", position: B });
    const moved = pointsHistory(built, { type: "move", index: 0, position: C });
    expect(moved.states.at(-1)).toEqual([
      { key: 1, position: C },
      { key: 2, position: B },
    ]);
  });

  it("stop at ten, and a move past either end changes nothing to undo", () => {
    const full = after(...Array.from({ length: 11 }, () => ({ type: "add" as const, position: A })));
    expect(full.states.at(-1)).toHaveLength(10);
    expect(pointsHistory(full, { type: "reorder", index: 0, to: -1 })).toBe(full);
    expect(after({ type: "undo" }, { type: "clear" }).states).toEqual([[]]);
  });
});

describe("coordinates typed in", () => {
  it("read latitude first, with a comma or a space, and refuse what is off the globe", () => {
    expect(parseCoordinates("44.829793, -123.041496")).toEqual([-123.041496, 44.829793]);
    expect(parseCoordinates(" 39.55 -106.05 ")).toEqual([-106.05, 39.55]);
    expect(parseCoordinates("95, 10")).toBeNull();
    expect(parseCoordinates("Moab")).toBeNull();
  });
});
