// Where the tour's step card goes: beside the element it points at without covering it, inside the
// window. Phones get a full-width card at the top or bottom, whichever half the element is not in.

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Spec §9: at 768 px and below the layout is the phone's. */
const PHONE_MAX_WIDTH = 768;
/** Space kept between the card, the element and the window's edges. */
export const CARD_GAP = 12;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/** The card's top-left corner, for an element at `target` (null: none to point at), below `headerBottom`. */
export function placeCard(target: Box | null, card: Size, viewport: Size, headerBottom: number): { top: number; left: number } {
  const lowest = viewport.height - card.height - CARD_GAP;
  const rightmost = viewport.width - card.width - CARD_GAP;
  const bottomRight = { top: lowest, left: rightmost };
  if (viewport.width <= PHONE_MAX_WIDTH) {
    const isTargetLow = target !== null && target.top + target.height / 2 > viewport.height / 2;
    return { top: isTargetLow ? headerBottom + CARD_GAP : lowest, left: CARD_GAP };
  }
  if (!target) return bottomRight;

  const besideLeft = clamp(target.left, CARD_GAP, rightmost);
  const besideTop = clamp(target.top, headerBottom + CARD_GAP, lowest);
  const below = target.top + target.height + CARD_GAP;
  const above = target.top - CARD_GAP - card.height;
  const right = target.left + target.width + CARD_GAP;
  const left = target.left - CARD_GAP - card.width;
  if (below <= lowest) return { top: below, left: besideLeft };
  if (above >= headerBottom + CARD_GAP) return { top: above, left: besideLeft };
  if (right <= rightmost) return { top: besideTop, left: right };
  if (left >= CARD_GAP) return { top: besideTop, left };
  return bottomRight;
}
