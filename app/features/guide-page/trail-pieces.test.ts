import { describe, expect, it } from "vitest";
import type { Photo } from "../../../shared/contracts/photo.contract";
import { PHOTO_TYPES } from "../../../shared/domain/photo-types";
import { trailBadgeType } from "./all-access-badge";
import { gpxFileName } from "./gpx-download";
import { translator } from "../../../shared/i18n/translator";
import { buildTrailPhotoSlides } from "./photo-slides";
import { gpxPath, trailCanonicalUrl, trailDeepLink } from "./share-links";
import { technicalRatingText } from "./technical-rating";
import { formatCoordinates, orderWaypoints, waypointMarkers } from "./waypoints";

const waypoint = (id: number, position: number) => ({
  id,
  position,
  name: `Point ${id}`,
  waypoint_type: "Info",
  latitude: 38,
  longitude: -109,
  description_html: "",
  photos: [],
});

describe("trail page pieces", () => {
  it("badges preview trails All-Access Preview and the others All-Access (spec §3)", () => {
    expect(trailBadgeType({ is_preview: true })).toBe("small-preview");
    expect(trailBadgeType({ is_preview: false })).toBe("small-aa");
  });

  it("shows the technical rating as low-high with its label", () => {
    const props = { color: "#FAD201", label: "Difficult" };
    expect(technicalRatingText({ technical_rating_low: 4, technical_rating_high: 6, difficulty_props: props })).toBe(
      "4-6 Difficult",
    );
    expect(technicalRatingText({ technical_rating_low: 5, technical_rating_high: 5, difficulty_props: props })).toBe(
      "5 Difficult",
    );
    expect(
      technicalRatingText({
        technical_rating_low: null,
        technical_rating_high: null,
        difficulty_props: { color: "#FF69B4", label: "Unrated" },
      }),
    ).toBe("Unrated");
  });

  it("orders waypoints by position and numbers the markers from 1", () => {
    const list = [waypoint(5, 3), waypoint(6, 1), waypoint(7, 2)];
    expect(orderWaypoints(list).map(({ id }) => id)).toEqual([6, 7, 5]);
    expect(waypointMarkers(list).map(({ label, name }) => `${label} ${name}`)).toEqual(["1 Point 6", "2 Point 7", "3 Point 5"]);
    expect(formatCoordinates(38.123456, -109.5)).toBe("38.12346, -109.50000");
  });

  it("builds the trail's addresses", () => {
    const trail = { id: 7, slug: "7-poison-spider", state: { country_code: "US" as const, slug: "utah" } };
    expect(trailCanonicalUrl("https://example.test/", trail)).toBe("https://example.test/US/utah/trails/7-poison-spider");
    expect(gpxPath("trails", 7)).toBe("/api/v2/trails/7/gpx/");
    const link = new URL(
      trailDeepLink(7, [
        [-110, 38],
        [-109, 39],
      ]),
    );
    expect(link.searchParams.get("deep_link_value")).toBe("trail");
    expect(link.searchParams.get("deep_link_sub2")).toBe("-110,38,-109,39");
  });

  it("takes the GPX file name from Content-Disposition", () => {
    expect(gpxFileName('attachment; filename="7-poison-spider.gpx"', "x.gpx")).toBe("7-poison-spider.gpx");
    expect(gpxFileName(null, "x.gpx")).toBe("x.gpx");
  });

  it("puts the hero first in the trail carousel, then other photos, then review photos", () => {
    const photo = (type: Photo["photo_type"], name: string): Photo => ({
      photo_type: type,
      original: name,
      resized_medium: name,
      resized_large: name,
    });
    const slides = buildTrailPhotoSlides(
      { photos: [photo(PHOTO_TYPES.highlight, "/h.jpg"), photo(PHOTO_TYPES.hero, "/hero.jpg")], hero_file_name: null },
      [{ id: 1, title: "Great", user: { name: "Ana" } as never, photos: [photo(PHOTO_TYPES.hero, "/r.jpg")] }],
      translator("en", null).t,
    );
    expect(slides.map(({ src, caption }) => `${src} ${caption}`)).toEqual([
      "/hero.jpg Hero",
      "/h.jpg Highlight",
      "/r.jpg Review: Great - Ana",
    ]);
  });
});
