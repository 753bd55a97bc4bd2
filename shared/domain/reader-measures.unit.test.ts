import { describe, expect, it } from "vitest";
import { centimetresToInches, formatRigLength, formatTemperature, formatWindSpeed, inchesToCentimetres } from "./reader-measures";

describe("wind, temperature and rig measurements in the reader's units", () => {
  it("writes the weather service's wind in km/h for a metric reader, as it came for an imperial one", () => {
    expect(formatWindSpeed("10 mph", "imperial")).toBe("10 mph");
    expect(formatWindSpeed("10 mph", "metric")).toBe("16 km/h");
    expect(formatWindSpeed("5 to 15 mph", "metric")).toBe("8 to 24 km/h");
    expect(formatWindSpeed("Calm", "metric")).toBe("Calm");
  });

  it("writes a temperature in Celsius for a metric reader", () => {
    expect(formatTemperature(68, "F", "metric")).toBe("20°C");
    expect(formatTemperature(68, "F", "imperial")).toBe("68°F");
    expect(formatTemperature(-40, "C", "imperial")).toBe("-40°F");
  });

  it("writes a rig's inches as whole centimetres for a metric reader, and converts what they enter back", () => {
    expect(formatRigLength(3.5, "imperial")).toBe("3.5 in");
    expect(formatRigLength(74, "imperial")).toBe("74 in");
    expect(formatRigLength(74, "metric")).toBe("188 cm");
    expect(inchesToCentimetres(10)).toBe(25);
    expect(centimetresToInches(188)).toBe(74);
    expect(centimetresToInches(25)).toBe(9.8);
  });
});
