import { describe, expect, it } from "vitest";
import { CONDITION_COLOURS, CONDITION_LABELS } from "../../../shared/domain/condition-reports";
import { TRAIL_CONDITIONS } from "../../../shared/domain/trail-conditions";
import { POPUP_NOTE_LENGTH, conditionPopupText, shortNote } from "./condition-popup";
import { es } from "../../i18n/es";
import { fr } from "../../i18n/fr";
import { translator } from "../../../shared/i18n/translator";

const properties = {
  uuid: "5d0e6c3c-8a1e-4c1e-9a57-0d1f3f1b2a11",
  condition: "washout",
  observed_on: "2026-11-03",
  note: "Creek crossing washed out.",
  trail_title: "Poison Spider Mesa",
  trail_href: "/us/utah/trails/12-poison-spider-mesa",
  reporter_name: "Sam",
};

describe("a condition report's popup", () => {
  it("names the condition, the trail, the day seen, the note and the trail's conditions page", () => {
    expect(conditionPopupText(properties)).toEqual({
      condition: "washout",
      label: "Washout",
      colour: CONDITION_COLOURS.washout,
      trailTitle: "Poison Spider Mesa",
      seen: "Seen Nov 3, 2026",
      note: "Creek crossing washed out.",
      conditionsHref: "/us/utah/trails/12-poison-spider-mesa/conditions",
    });
  });

  it("speaks the page's language, its link to the conditions page keeping the language's prefix", () => {
    expect(conditionPopupText(properties, translator("fr", fr))).toMatchObject({
      label: "Affouillement",
      seen: "Vu le 3 nov. 2026",
      conditionsHref: "/fr/us/utah/trails/12-poison-spider-mesa/conditions",
    });
    expect(conditionPopupText({ ...properties, condition: "mud" }, translator("es", es))).toMatchObject({
      label: "Lodo",
      conditionsHref: "/es/us/utah/trails/12-poison-spider-mesa/conditions",
    });
  });

  it.each(TRAIL_CONDITIONS)("shows %s with its own label and colour", (condition) => {
    expect(conditionPopupText({ ...properties, condition })).toMatchObject({
      label: CONDITION_LABELS[condition],
      colour: CONDITION_COLOURS[condition],
    });
  });

  it("shows an unknown condition as other, and no date line for a bad date", () => {
    expect(conditionPopupText({ ...properties, condition: "lava", observed_on: "soon" })).toMatchObject({
      condition: "other",
      seen: "",
    });
  });

  it("keeps a long note short, cut at a word", () => {
    const long = `${"Deep ruts past the second gate ".repeat(10)}end.`;
    const short = shortNote(long);
    expect(short.length).toBeLessThanOrEqual(POPUP_NOTE_LENGTH);
    expect(short.endsWith("…")).toBe(true);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
    expect(shortNote("  Muddy\n\nbut  passable  ")).toBe("Muddy but passable");
  });
});
