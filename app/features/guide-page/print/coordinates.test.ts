import { describe, expect, it } from "vitest";
import { formatDms } from "./coordinates";

describe(formatDms.name, () => {
  it.each([
    [38.57312, -109.54961, `38°34'23.2"N 109°32'58.6"W`],
    [-33.5, 151.25, `33°30'00.0"S 151°15'00.0"E`],
    // 59.99 seconds rounds up into the next minute, never to 60 seconds.
    [10.0166664, 0, `10°01'00.0"N 0°00'00.0"E`],
  ])("writes %d, %d as %s", (latitude, longitude, expected) => {
    expect(formatDms(latitude, longitude)).toBe(expected);
  });
});
