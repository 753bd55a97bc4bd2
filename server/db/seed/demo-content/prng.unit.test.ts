import { describe, expect, it } from "vitest";
import { createRandom, randomUuid } from "./prng";

const draw = (seed: number, count: number) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe(createRandom.name, () => {
  it("gives the same sequence for the same seed, and another for another seed", () => {
    expect(draw(42, 20)).toEqual(draw(42, 20));
    expect(draw(42, 20)).not.toEqual(draw(43, 20));
  });

  it("keeps integers within both ends", () => {
    const random = createRandom(7);
    const values = Array.from({ length: 2_000 }, () => random.int(3, 6));
    expect(new Set(values)).toEqual(new Set([3, 4, 5, 6]));
  });

  it("samples distinct items", () => {
    const sample = createRandom(1).sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    expect(createRandom(1).sample([1, 2], 5)).toHaveLength(2);
  });

  it("forks streams that depend only on the seed and the label", () => {
    const first = createRandom(9).fork("UT").next();
    const parent = createRandom(9);
    parent.next();
    expect(parent.fork("UT").next()).toBe(first);
    expect(createRandom(9).fork("CO").next()).not.toBe(first);
  });

  it("draws version 4 UUIDs", () => {
    expect(randomUuid(createRandom(3))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
