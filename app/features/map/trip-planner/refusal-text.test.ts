import { describe, expect, it } from "vitest";
import { fr } from "../../../i18n/fr";
import { translator } from "../../../../shared/i18n/translator";
import { refusalText } from "../../../../shared/domain/route-plan-refusals";

describe("a refused plan in words", () => {
  const closed = { refusal: "road_closed", points: [2, 3], blocking: { name: "Pass Road", reason: "dates" } } as const;

  it("names the points and the closed road, and why, in English as the API's detail", () => {
    expect(refusalText(closed, translator("en", null).t)).toBe(
      "No road open to this vehicle on these dates joins point 2 and point 3: Pass Road is closed on some of these dates.",
    );
    expect(refusalText({ refusal: "no_road_near", points: [4], blocking: null }, translator("en", null).t)).toBe(
      "No road within 2 km of point 4.",
    );
  });

  it("says the same in the reader's language", () => {
    expect(refusalText(closed, translator("fr", fr).t)).toBe(
      "Aucune route ouverte à ce véhicule à ces dates ne relie le point 2 au point 3 : Pass Road est fermée certains de ces jours.",
    );
  });
});
