import { describe, expect, it } from "vitest";
import { eachOnce } from "./each-once";

describe("eachOnce", () => {
  it("keeps the first item of each key, in the order given", () => {
    const items = [
      { key: "b", at: 1 },
      { key: "a", at: 2 },
      { key: "b", at: 3 },
    ];
    expect(eachOnce(items, (item) => item.key)).toEqual([
      { key: "b", at: 1 },
      { key: "a", at: 2 },
    ]);
  });
});
