import { describe, expect, it } from "vitest";
import { canEditList, canReadList, isPermutationOf } from "./list-rules";

const OWNER = { id: 1 };
const OTHER = { id: 2 };

describe("list access", () => {
  it.each([
    ["the owner, private", OWNER, false, true, true],
    ["the owner, public", OWNER, true, true, true],
    ["someone else, private", OTHER, false, false, false],
    ["someone else, public", OTHER, true, true, false],
    ["signed out, private", null, false, false, false],
    ["signed out, public", null, true, true, false],
  ])("%s: read %s, edit %s", (_label, reader, isPublic, canRead, canEdit) => {
    const list = { ownerId: OWNER.id, isPublic };
    expect(canReadList(reader, list)).toBe(canRead);
    expect(canEditList(reader, list)).toBe(canEdit);
  });
});

describe(isPermutationOf.name, () => {
  it.each([
    [[1, 2, 3], [3, 1, 2], true],
    [[], [], true],
    [[1, 2, 3], [1, 2], false],
    [[1, 2, 3], [1, 1, 2], false],
    [[1, 2], [1, 2, 3], false],
    [[1, 2, 3], [1, 2, 4], false],
  ])("%j reordered as %j: %s", (current, proposed, expected) => {
    expect(isPermutationOf(current, proposed)).toBe(expected);
  });
});
