import { describe, expect, it } from "vitest";
import { stateOnMapPath } from "./map-links";
import { mapUrlStateFromSearchParams } from "./map-url-state";

describe(stateOnMapPath.name, () => {
  it("is read by the map as the state filter, with no view", () => {
    const params = new URL(stateOnMapPath("UT"), "https://example.test").searchParams;
    expect(mapUrlStateFromSearchParams(params).filters.state).toBe("UT");
    expect(params.has("center")).toBe(false);
  });
});
