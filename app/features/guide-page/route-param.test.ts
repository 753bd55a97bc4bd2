import { describe, expect, it } from "vitest";
import { parseScoutRouteId } from "./route-param";

describe(parseScoutRouteId.name, () => {
  it.each([
    ["42-moab-rim", 42],
    ["42", 42],
    ["7-a-b-c", 7],
    ["0012-leading-zeros", 12],
  ])("%s -> %i", (param, id) => {
    expect(parseScoutRouteId(param)).toBe(id);
  });

  it.each([undefined, "", "-42", "abc-42", "4x2-route", "0-zero", "1.5-route", "99999999999999999999-too-big", " 42-space"])(
    "rejects %j",
    (param) => {
      expect(parseScoutRouteId(param)).toBeNull();
    },
  );
});
