import { describe, expect, it } from "vitest";
import { locateJsonError } from "./json-error";

describe(locateJsonError.name, () => {
  it.each([
    ['{\n  "a": [1, 2,]\n}', 2, 'unexpected "]", expected a value'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 'unexpected """, expected "," or "}"'],
    ['{"a": tru}', 1, 'unexpected "t", expected a value'],
    ['{"a": 1', 1, 'the text ends too early, expected "," or "}"'],
    ['{"a": 1}\n}', 2, 'unexpected "}" after the end of the document'],
    ["{'a': 1}", 1, `unexpected "'", expected a property name in double quotes`],
  ])("finds the problem in %j on line %i", (text, line, reason) => {
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(locateJsonError(text)).toMatchObject({ line, reason });
  });

  it("finds nothing wrong in valid JSON", () => {
    expect(locateJsonError('{"type": "Feature", "geometry": null, "n": [-1.5e3, 0, "x\\"y"]}')).toBeNull();
  });
});
