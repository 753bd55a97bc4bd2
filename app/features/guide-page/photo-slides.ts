// The carousel's order (spec §2.11): Hero, Hardest Part, Camping, then the reviewers' photos.
import type { Photo } from "../../../shared/contracts/photo.contract";
import { PHOTO_TYPES, PHOTO_TYPE_LABELS, type PhotoType } from "../../../shared/domain/photo-types";
import type { Review } from "../../../shared/contracts/review.contract";
import type { Translator } from "../../../shared/i18n/translator";

export interface PhotoSlide {
  key: string;
  /** Shown in the carousel. */
  src: string;
  /** Shown in the lightbox. */
  largeSrc: string;
  /** In the page's language. */
  caption: string;
}

interface RoutePhotos {
  title: string;
  photos: Photo[];
  hero_file_name: string | null;
  hardest_part_file_name: string | null;
  camping_file_name: string | null;
}

const ROUTE_PHOTO_ORDER = [
  { type: PHOTO_TYPES.hero, fallback: "hero_file_name" },
  { type: PHOTO_TYPES.hardestPart, fallback: "hardest_part_file_name" },
  { type: PHOTO_TYPES.camping, fallback: "camping_file_name" },
] as const satisfies readonly { type: PhotoType; fallback: keyof RoutePhotos }[];

export function reviewPhotoCaption(review: Pick<Review, "title" | "user">, t: Translator["t"]): string {
  return t("Review: {title} - {name}", { title: review.title, name: review.user.name });
}

export function buildPhotoSlides(
  route: RoutePhotos,
  reviews: readonly Pick<Review, "id" | "title" | "user" | "photos">[],
  t: Translator["t"],
): PhotoSlide[] {
  const slides: PhotoSlide[] = [];
  for (const { type, fallback } of ROUTE_PHOTO_ORDER) {
    const label = t(PHOTO_TYPE_LABELS[type]);
    const ofType = route.photos.filter((photo) => photo.photo_type === type);
    ofType.forEach((photo, index) =>
      slides.push({ key: `${type}-${index}`, src: photo.resized_medium, largeSrc: photo.resized_large, caption: label }),
    );
    const fallbackFile = route[fallback];
    if (ofType.length === 0 && fallbackFile) {
      slides.push({ key: `${type}-fallback`, src: fallbackFile, largeSrc: fallbackFile, caption: label });
    }
  }
  for (const review of reviews) {
    review.photos.forEach((photo, index) =>
      slides.push({
        key: `review-${review.id}-${index}`,
        src: photo.resized_medium,
        largeSrc: photo.resized_large,
        caption: reviewPhotoCaption(review, t),
      }),
    );
  }
  return slides;
}

interface TrailPhotos {
  photos: Photo[];
  hero_file_name: string | null;
}

/** A trail's carousel: its hero first, then its other photos in type order, then the reviewers' photos. */
export function buildTrailPhotoSlides(
  trail: TrailPhotos,
  reviews: readonly Pick<Review, "id" | "title" | "user" | "photos">[],
  t: Translator["t"],
): PhotoSlide[] {
  const hasHero = trail.photos.some((photo) => photo.photo_type === PHOTO_TYPES.hero);
  const ordered = [...trail.photos].sort((a, b) => trailPhotoRank(a.photo_type) - trailPhotoRank(b.photo_type));
  const slides: PhotoSlide[] = ordered.map((photo, index) => ({
    key: `trail-${photo.photo_type}-${index}`,
    src: photo.resized_medium,
    largeSrc: photo.resized_large,
    caption: t(PHOTO_TYPE_LABELS[photo.photo_type]),
  }));
  if (!hasHero && trail.hero_file_name) {
    const file = trail.hero_file_name;
    slides.unshift({ key: "hero-fallback", src: file, largeSrc: file, caption: t(PHOTO_TYPE_LABELS[PHOTO_TYPES.hero]) });
  }
  return [
    ...slides,
    ...buildPhotoSlides(
      { title: "", photos: [], hero_file_name: null, hardest_part_file_name: null, camping_file_name: null },
      reviews,
      t,
    ),
  ];
}

/** Hero first; the others keep the order of their type numbers. */
function trailPhotoRank(type: PhotoType): number {
  return type === PHOTO_TYPES.hero ? -1 : type;
}
