import { describe, expect, it } from "vitest";
import { DIFFICULTY_LEVELS, UNRATED_COLOR } from "../../../shared/domain/difficulty";
import { guidePath, orvParkPath, statePath, textColourOn } from "./card-links";

const utah = { code: "UT", country_code: "US" as const, slug: "utah", title: "Utah" };

describe("card links", () => {
  it("lead to the pages under the state", () => {
    expect(statePath(utah)).toBe("/US/utah");
    expect(guidePath({ kind: "trail", slug: "12-hells-revenge", state: utah })).toBe("/US/utah/trails/12-hells-revenge");
    expect(guidePath({ kind: "scout-route", slug: "3-x", state: utah })).toBe("/US/utah/scout-routes/3-x");
    expect(orvParkPath({ slug: "sand-hollow", state: utah })).toBe("/US/utah/orv-parks/sand-hollow");
  });
});

describe(textColourOn.name, () => {
  it.each([
    ["#FAD201", "black"],
    ["#00FFFF", "black"],
    ["#DD0426", "white"],
    ["#202020", "white"],
  ] as const)("%s -> %s", (hex, colour) => {
    expect(textColourOn(hex)).toBe(colour);
  });

  it("gives every difficulty colour a readable text colour", () => {
    for (const { color } of [...DIFFICULTY_LEVELS, { color: UNRATED_COLOR }]) {
      expect(["black", "white"]).toContain(textColourOn(color));
    }
  });
});
