// What each point of concern (DESIGN §5) means for a driver, as the printed guide explains it
// beside the name (ADR 0063).
import type { PointOfConcern } from "./difficulty";

export const CONCERN_DESCRIPTIONS: Record<PointOfConcern, string> = {
  "Full Size Not Recommended": "Tight sections where a full-size truck or SUV will struggle to fit or turn.",
  "Body Damage": "Rocks, ledges or trees that can dent panels, rockers or bumpers without careful spotting.",
  Width: "Gaps between rocks or trees narrower than a wide vehicle; check your mirrors and flares.",
  Height: "Low branches, overhangs or structures; roof racks and tall loads may not clear.",
  "Short Wheelbase Recommended": "Tight switchbacks and breakover points that favour a short wheelbase.",
  "Narrow Shelf Road": "A single-lane road cut into a slope with a drop on one side; plan where to pass.",
  "Mild Off Camber": "Sections where the vehicle leans noticeably to one side.",
  "Moderate Off Camber": "Sections with a steep side slope; take a careful line and keep speed low.",
  "Extreme Off Camber": "Side slopes steep enough to risk a rollover; a spotter and a low centre of gravity help.",
  "Impassable When Wet": "Clay or steep dirt that becomes impassable after rain or snowmelt; check the weather.",
  "Deep Sand": "Soft sand where lower tire pressure and momentum are needed to avoid getting stuck.",
  Mud: "Mud holes or ruts that can trap a vehicle; recovery gear is advised.",
  Pinstriping: "Brush close to the trail that will scratch paint.",
  "High Water Crossings": "Water crossings that can run deep; walk them first and know your wading depth.",
};

/** The description of a listed concern; a concern the list does not know has none. */
export function concernDescription(concern: string): string | null {
  return (CONCERN_DESCRIPTIONS as Record<string, string | undefined>)[concern] ?? null;
}
