import { describe, expect, it } from "vitest";
import type { Photo } from "../../../shared/contracts/photo.contract";
import { translator } from "../../../shared/i18n/translator";
import { fr } from "../../i18n/fr";
import { buildPhotoSlides, buildTrailPhotoSlides, reviewPhotoCaption } from "./photo-slides";

const { t } = translator("en", null);

const photo = (photo_type: Photo["photo_type"], name: string): Photo => ({
  photo_type,
  original: `/${name}/original.jpg`,
  resized_medium: `/${name}/medium.jpg`,
  resized_large: `/${name}/large.jpg`,
});

const user = { uuid: "7f1c1c2e-8d51-4a36-9b2a-1f4f1d7e9a10", name: "Dana Ruiz", photo_file_name: null };

describe(buildPhotoSlides.name, () => {
  it("orders Hero, Hardest Part, Camping, then review photos", () => {
    const slides = buildPhotoSlides(
      {
        title: "Rim",
        photos: [photo(1, "camp"), photo(2, "hard"), photo(0, "hero")],
        hero_file_name: null,
        hardest_part_file_name: null,
        camping_file_name: null,
      },
      [{ id: 5, title: "Great run", user, photos: [photo(0, "review")] }],
      t,
    );
    expect(slides.map((slide) => slide.caption)).toEqual(["Hero", "Hardest Part", "Camping", "Review: Great run - Dana Ruiz"]);
    expect(slides[0]).toMatchObject({ src: "/hero/medium.jpg", largeSrc: "/hero/large.jpg" });
  });

  it("falls back to the file names when a type has no photo", () => {
    const slides = buildPhotoSlides(
      { title: "Rim", photos: [], hero_file_name: "/h.jpg", hardest_part_file_name: null, camping_file_name: "/c.jpg" },
      [],
      t,
    );
    expect(slides.map(({ caption, src }) => [caption, src])).toEqual([
      ["Hero", "/h.jpg"],
      ["Camping", "/c.jpg"],
    ]);
  });

  it("gives every slide a distinct key", () => {
    const slides = buildPhotoSlides(
      {
        title: "Rim",
        photos: [photo(0, "a"), photo(0, "b")],
        hero_file_name: null,
        hardest_part_file_name: null,
        camping_file_name: null,
      },
      [{ id: 1, title: "t", user, photos: [photo(0, "c"), photo(0, "d")] }],
      t,
    );
    expect(new Set(slides.map((slide) => slide.key)).size).toBe(4);
  });
});

describe(buildTrailPhotoSlides.name, () => {
  it("puts the reviewers' photos after the trail's, in the order the reviews come", () => {
    const slides = buildTrailPhotoSlides(
      { photos: [photo(1, "camp"), photo(0, "hero")], hero_file_name: null },
      [
        { id: 9, title: "Fresh snow", user, photos: [photo(3, "new")] },
        { id: 4, title: "Dry", user: { ...user, name: "Morgan Member" }, photos: [photo(3, "old")] },
      ],
      t,
    );
    expect(slides.map(({ caption, src }) => [caption, src])).toEqual([
      ["Hero", "/hero/medium.jpg"],
      ["Camping", "/camp/medium.jpg"],
      ["Review: Fresh snow - Dana Ruiz", "/new/medium.jpg"],
      ["Review: Dry - Morgan Member", "/old/medium.jpg"],
    ]);
  });
});

describe(reviewPhotoCaption.name, () => {
  it("names the review and its writer", () => {
    expect(reviewPhotoCaption({ title: "Muddy", user }, t)).toBe("Review: Muddy - Dana Ruiz");
  });
});

describe("captions on a French page", () => {
  it("name the photo types and the reviews in French, the review's own title as written", () => {
    const french = translator("fr", fr).t;
    const slides = buildTrailPhotoSlides(
      { photos: [photo(1, "camp"), photo(2, "hard"), photo(0, "hero"), photo(3, "more")], hero_file_name: null },
      [{ id: 9, title: "Fresh snow", user, photos: [photo(3, "new")] }],
      french,
    );
    expect(slides.map((slide) => slide.caption)).toEqual([
      "Photo principale",
      "Camping",
      "Passage le plus difficile",
      "Point fort",
      "Avis : Fresh snow - Dana Ruiz",
    ]);
  });
});
