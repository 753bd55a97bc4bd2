// The one card for a trail, scout route or ORV park: photo on top (16:10, lazy, srcset of the
// renditions), title, difficulty chip, length, rating and place. Every list of guides uses it.
import { Mountain } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CardPhoto } from "../../../shared/contracts/photo.contract";
import type { GuideCard, OrvParkCard } from "../../../shared/contracts/places.contract";
import { formatTechnicalRating } from "../../../shared/domain/difficulty";
import { useT } from "../../lib/i18n";
import { useMeasures } from "../../lib/session";
import { cx } from "../ui/class-names";
import { StarRating } from "../ui/star-rating";
import { guidePath, orvParkPath, textColourOn } from "./card-links";
import { Photo } from "../ui/photo";

const SIZES = "(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw";

function CardPhotoFrame({ photo, children }: { photo: CardPhoto | null; children?: ReactNode }) {
  return (
    <div className="relative aspect-[16/10] overflow-hidden bg-neutral-200">
      {photo ? (
        <Photo
          src={photo.resized_medium}
          srcSet={`${photo.resized_medium} 800w, ${photo.resized_large} 1600w`}
          sizes={SIZES}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-limited-grey">
          <Mountain aria-hidden="true" className="size-10" />
        </div>
      )}
      {children && <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">{children}</div>}
    </div>
  );
}

function CardBadge({ className, children }: { className: string; children: ReactNode }) {
  return <span className={cx("rounded-full px-2 py-0.5 text-xs leading-5 font-bold shadow-sm", className)}>{children}</span>;
}

/** Colour and label together, never colour alone; the text colour keeps AA contrast. */
export function DifficultyChip({
  guide,
}: {
  guide: Pick<GuideCard, "difficulty_props" | "technical_rating_low" | "technical_rating_high">;
}) {
  const { color, label } = guide.difficulty_props;
  const { t } = useT();
  const rating = formatTechnicalRating(guide.technical_rating_low, guide.technical_rating_high);
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs leading-5 font-bold tabular-nums",
        textColourOn(color) === "black" ? "text-black" : "text-white",
      )}
      style={{ backgroundColor: color }}
    >
      {t(label)}
      {rating && <span className="ml-1 font-semibold">({rating})</span>}
    </span>
  );
}

function CardShell({
  to,
  photo,
  badges,
  title,
  children,
}: {
  to: string;
  photo: CardPhoto | null;
  badges?: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <article className="group relative flex h-full min-w-0 flex-col overflow-hidden rounded-xl border border-grey/10 bg-white shadow-sm transition-shadow hover:shadow-md">
      <CardPhotoFrame photo={photo}>{badges}</CardPhotoFrame>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg leading-snug font-bold text-dark-grey">
          {/* The link covers the card, so the whole card is one target. */}
          <Link
            to={to}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:ring-2 after:focus-visible:ring-brand-green"
          >
            {title}
          </Link>
        </h3>
        {children}
      </div>
    </article>
  );
}

function Place({ town, state }: { town: string; state: string }) {
  return (
    <p className="mt-auto truncate text-sm text-grey">
      {town}, {state}
    </p>
  );
}

export function GuideCardView({ guide }: { guide: GuideCard }) {
  const measure = useMeasures();
  const { t, plural } = useT();
  const badges = (
    <>
      {guide.kind === "scout-route" && <CardBadge className="bg-brand-purple text-white">{t("Scout Route")}</CardBadge>}
      {guide.is_preview && <CardBadge className="bg-gold text-grey">{t("All-Access Preview")}</CardBadge>}
      {guide.is_boh && <CardBadge className="bg-dark-grey text-white">{t("Badge of Honor")}</CardBadge>}
    </>
  );
  return (
    <CardShell to={guidePath(guide)} photo={guide.hero_photo} badges={badges} title={guide.title}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-grey">
        <DifficultyChip guide={guide} />
        <span className="font-semibold tabular-nums">{measure.distance(guide.length)}</span>
      </div>
      <div className="flex items-center gap-1.5 text-sm text-grey">
        <StarRating value={guide.review_average} />
        <span className="tabular-nums">({plural(guide.review_count, "{count} review", "{count} reviews")})</span>
      </div>
      <Place town={guide.nearest_town_name} state={guide.state.title} />
    </CardShell>
  );
}

export function OrvParkCardView({ park }: { park: OrvParkCard }) {
  const measure = useMeasures();
  const { t, plural } = useT();
  const facts = [
    park.acreage !== null && plural(park.acreage, "{count} acre", "{count} acres"),
    park.trail_miles !== null && t("{distance} of trails", { distance: measure.distance(park.trail_miles) }),
  ].filter(Boolean);
  return (
    <CardShell
      to={orvParkPath(park)}
      photo={park.hero_photo}
      badges={<CardBadge className="bg-brand-green-dark text-white">{t("ORV Park")}</CardBadge>}
      title={park.title}
    >
      {facts.length > 0 && <p className="text-sm font-semibold text-grey tabular-nums">{facts.join(" · ")}</p>}
      <Place town={park.nearest_town_name} state={park.state.title} />
    </CardShell>
  );
}

/** One column on phones, two from 640 px, three from 1024 px. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}

export function GuideCardList({ guides, label }: { guides: GuideCard[]; label?: string }) {
  return (
    <CardGrid label={label}>
      {guides.map((guide) => (
        <li key={`${guide.kind}-${guide.id}`} className="min-w-0">
          <GuideCardView guide={guide} />
        </li>
      ))}
    </CardGrid>
  );
}

export function OrvParkCardList({ parks, label }: { parks: OrvParkCard[]; label?: string }) {
  return (
    <CardGrid label={label}>
      {parks.map((park) => (
        <li key={park.id} className="min-w-0">
          <OrvParkCardView park={park} />
        </li>
      ))}
    </CardGrid>
  );
}
