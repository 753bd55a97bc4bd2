import { describe, expect, it } from "vitest";
import { formatBytes } from "./save-pack";

describe("pack sizes", () => {
  it("writes sizes as readers read them", () => {
    expect(formatBytes(35_400_000)).toBe("35 MB");
    expect(formatBytes(800_000)).toBe("800 KB");
    expect(formatBytes(2_440_000)).toBe("2.4 MB");
    expect(formatBytes(12)).toBe("1 KB");
    expect(formatBytes(2_500_000_000)).toBe("2.5 GB");
  });

  it("writes sizes in the page's language: French in octets with a decimal comma", () => {
    expect(formatBytes(2_440_000, "fr")).toBe("2,4 Mo");
    expect(formatBytes(800_000, "fr")).toBe("800 ko");
    expect(formatBytes(35_400_000, "es")).toBe("35 MB");
    expect(formatBytes(2_440_000, "es")).toBe("2.4 MB");
  });
});
