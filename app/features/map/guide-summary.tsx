// The pieces a guide shows wherever the map lists it: the difficulty chip (colour and label, never
// colour alone), length, rating and place.
import { Star } from "lucide-react";
import { difficultyProps } from "../../../shared/domain/difficulty";
import { cx } from "../../components/ui/class-names";
import { useT } from "../../lib/i18n";
import { useMeasures } from "../../lib/session";
import type { Translator } from "../../../shared/i18n/translator";
import type { MapGuide } from "./map-api";

export function DifficultyChip({
  guide,
  className,
}: {
  guide: Pick<MapGuide, "difficulty" | "color" | "label">;
  className?: string;
}) {
  const { t } = useT();
  const props = difficultyProps(guide.difficulty || null);
  const color = guide.color || props.color;
  const label = guide.label || props.label;
  return (
    <span className={cx("inline-flex items-center gap-1.5 text-xs font-semibold text-dark-grey", className)}>
      <span aria-hidden="true" className="size-3 shrink-0 rounded-full ring-1 ring-black/20" style={{ backgroundColor: color }} />
      {t(label)}
      {guide.difficulty > 0 && <span className="font-normal text-grey tabular-nums">({guide.difficulty})</span>}
    </span>
  );
}

export function kindLabel(kind: MapGuide["kind"], t: Translator["t"]): string {
  return { trail: t("Trail"), "scout-route": t("Scout Route"), "orv-park": t("ORV Park") }[kind];
}

export function GuideFacts({ guide }: { guide: MapGuide }) {
  const place = [guide.town, guide.state].filter(Boolean).join(", ");
  const measure = useMeasures();
  const { t, number } = useT();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-grey">
      {guide.kind !== "orv-park" && <DifficultyChip guide={guide} />}
      {guide.length_mi != null && guide.length_mi > 0 && (
        <span className="tabular-nums">{measure.distance(guide.length_mi, 1)}</span>
      )}
      {guide.rating != null && guide.rating > 0 && (
        <span className="inline-flex items-center gap-0.5 tabular-nums">
          <Star aria-hidden="true" className="size-3.5 fill-gold text-[#b8860b]" />
          <span className="sr-only">{t("Rated")} </span>
          {number(guide.rating, 1)}
          {guide.review_count != null && <span>({guide.review_count})</span>}
        </span>
      )}
      {place && <span>{place}</span>}
    </div>
  );
}
