import { describe, expect, it } from "vitest";
import { CARD_GAP, placeCard, type Box } from "./card-placement";

const HEADER_BOTTOM = 68;
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const card = { width: 352, height: 200 };

const box = (top: number, left: number, width: number, height: number): Box => ({ top, left, width, height });

describe(placeCard.name, () => {
  it("puts the card below a small element near the top, lined up with it", () => {
    expect(placeCard(box(12, 1100, 44, 44), card, desktop, HEADER_BOTTOM)).toEqual({ top: 68, left: 1280 - 352 - CARD_GAP });
    expect(placeCard(box(120, 200, 600, 40), card, desktop, HEADER_BOTTOM)).toEqual({ top: 172, left: 200 });
  });

  it("puts it above an element low on the page", () => {
    expect(placeCard(box(600, 100, 400, 150), card, desktop, HEADER_BOTTOM)).toEqual({ top: 388, left: 100 });
  });

  it("puts it beside an element as tall as the window", () => {
    expect(placeCard(box(68, 0, 384, 732), card, desktop, HEADER_BOTTOM)).toEqual({ top: 80, left: 396 });
  });

  it("keeps it in the corner when nothing is pointed at or there is no room", () => {
    const corner = { top: 800 - 200 - CARD_GAP, left: 1280 - 352 - CARD_GAP };
    expect(placeCard(null, card, desktop, HEADER_BOTTOM)).toEqual(corner);
    expect(placeCard(box(0, 0, 1280, 800), card, desktop, HEADER_BOTTOM)).toEqual(corner);
  });

  it("on a phone, uses the half of the screen the element is not in", () => {
    const phoneCard = { width: 366, height: 220 };
    expect(placeCard(box(100, 20, 300, 40), phoneCard, phone, HEADER_BOTTOM)).toEqual({
      top: 844 - 220 - CARD_GAP,
      left: CARD_GAP,
    });
    expect(placeCard(box(700, 0, 390, 144), phoneCard, phone, HEADER_BOTTOM)).toEqual({
      top: HEADER_BOTTOM + CARD_GAP,
      left: CARD_GAP,
    });
    expect(placeCard(null, phoneCard, phone, HEADER_BOTTOM)).toEqual({ top: 844 - 220 - CARD_GAP, left: CARD_GAP });
  });
});
