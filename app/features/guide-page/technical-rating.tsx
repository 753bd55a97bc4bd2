// A trail's technical rating (DESIGN §5): "4-6" with the difficulty's colour and label, never colour alone.
import { formatTechnicalRating } from "../../../shared/domain/difficulty";
import { useT } from "../../lib/i18n";

interface RatedTrail {
  technical_rating_low: number | null;
  technical_rating_high: number | null;
  difficulty_props: { color: string; label: string };
}

/** "4-6 Difficult", or "Unrated" when the trail has no rating. */
export function technicalRatingText(trail: RatedTrail): string {
  const rating = formatTechnicalRating(trail.technical_rating_low, trail.technical_rating_high);
  return rating ? `${rating} ${trail.difficulty_props.label}` : trail.difficulty_props.label;
}

export function TechnicalRating({ trail }: { trail: RatedTrail }) {
  const { t } = useT();
  const rating = formatTechnicalRating(trail.technical_rating_low, trail.technical_rating_high);
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-medium text-dark-grey" data-testid="technical-rating">
      <span
        aria-hidden="true"
        className="size-3 rounded-full ring-1 ring-black/10"
        style={{ backgroundColor: trail.difficulty_props.color }}
      />
      {rating && <span className="font-bold tabular-nums">{rating}</span>}
      <span>{t(trail.difficulty_props.label)}</span>
    </span>
  );
}
