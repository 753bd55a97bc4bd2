// Where a card leads and how its chip reads: pure helpers shared by every card.
import type { GuideCard, OrvParkCard } from "../../../shared/contracts/places.contract";
import { GUIDE_SEGMENTS } from "../../../shared/domain/guide-href";

type StateRef = GuideCard["state"];

/** /{country}/{state_slug}: the canonical state page. */
export function statePath(state: Pick<StateRef, "country_code" | "slug">): string {
  return `/${state.country_code}/${state.slug}`;
}

/** /{country}/{state}/trails/{id-slug} or /{country}/{state}/scout-routes/{id-slug}. */
export function guidePath(guide: Pick<GuideCard, "kind" | "slug" | "state">): string {
  return `${statePath(guide.state)}/${GUIDE_SEGMENTS[guide.kind]}/${guide.slug}`;
}

export function orvParkPath(park: Pick<OrvParkCard, "slug" | "state">): string {
  return `${statePath(park.state)}/orv-parks/${park.slug}`;
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on the colour (WCAG contrast): yellow and cyan get black. */
export function textColourOn(backgroundHex: string): "black" | "white" {
  const luminance = relativeLuminance(backgroundHex);
  const onBlack = (luminance + 0.05) / 0.05;
  const onWhite = 1.05 / (luminance + 0.05);
  return onBlack >= onWhite ? "black" : "white";
}
