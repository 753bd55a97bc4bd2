import { describe, expect, it } from "vitest";
import type { MapGuide } from "./map-api";
import { guideFromFeature, uniqueGuides, withTrailhead } from "./map-guides";

const guide = (kind: MapGuide["kind"], id: number, title = `Guide ${id}`): MapGuide => ({
  kind,
  id,
  title,
  href: `/${kind}s/${id}/`,
  photo: `/photo-${id}.jpg`,
  difficulty: 3,
  color: "#3b82f6",
  label: "Moderate",
  length_mi: 4.2,
  rating: 4.5,
  review_count: 10,
  town: "Moab",
  state: "UT",
  preview: false,
  boh: false,
  trailhead: null,
});

describe(guideFromFeature.name, () => {
  it("reuses the listed guide, with its photo, when the clicked line is in the list", () => {
    const listed = guide("trail", 7);
    expect(guideFromFeature({ kind: "trail", id: 7 }, [guide("trail", 6), listed])).toBe(listed);
  });

  it("builds the card from the tile's properties for a guide the list does not hold", () => {
    const card = guideFromFeature(
      { kind: "scout-route", id: 9, title: "Rim Loop", difficulty: "4", length_mi: 12.5, boh: true },
      [guide("trail", 9)],
    );
    expect(card).toMatchObject({ kind: "scout-route", id: 9, title: "Rim Loop", difficulty: 4, length_mi: 12.5, boh: true });
    expect(card.photo).toBeNull();
    expect(card.rating).toBeNull();
  });
});

describe(uniqueGuides.name, () => {
  it("keeps the first of a guide listed twice, and a trail and a park that share an id", () => {
    const guides = uniqueGuides([guide("trail", 1, "First"), guide("orv-park", 1), guide("trail", 1, "Again")]);
    expect(guides.map(({ kind, id, title }) => `${kind} ${id} ${title}`)).toEqual(["trail 1 First", "orv-park 1 Guide 1"]);
  });
});

describe(withTrailhead.name, () => {
  it("takes the trailhead from a found detail and leaves the guide as it was when the detail failed", () => {
    const found = {
      status: "fulfilled" as const,
      value: { guide: { ...guide("trail", 2), trailhead: [-109.5, 38.6] as [number, number] } },
    };
    expect(withTrailhead(guide("trail", 2), found).trailhead).toEqual([-109.5, 38.6]);
    expect(withTrailhead(guide("trail", 2), { status: "rejected", reason: new Error("gone") }).trailhead).toBeNull();
  });
});
