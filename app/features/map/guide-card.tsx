// The card a click on a line, trailhead or park opens: photo, title, difficulty, length, rating,
// nearest town, and the way to the guide.
import { X } from "lucide-react";
import { Link } from "react-router";
import { AddToList } from "../../components/add-to-list/add-to-list";
import { buttonClassName } from "../../components/ui/button";
import { useT } from "../../lib/i18n";
import { GuideFacts, kindLabel } from "./guide-summary";
import type { MapGuide } from "./map-api";
import { Photo } from "../../components/ui/photo";

export function GuideCard({ guide, onClose }: { guide: MapGuide; onClose: () => void }) {
  const { t } = useT();
  return (
    <article
      aria-labelledby="map-card-title"
      data-testid="map-guide-card"
      className="pointer-events-auto relative flex w-full overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-black/10 md:block"
    >
      {/* A thumbnail beside the text on phones, so the card leaves the map in view; a banner above it on wider screens. */}
      <div className="relative w-28 shrink-0 bg-neutral-200 md:aspect-[16/7] md:w-auto">
        {guide.photo ? (
          <Photo src={guide.photo} alt="" className="absolute inset-0 size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-[#d9d1bf] to-[#b9ae95] text-sm font-semibold text-dark-grey">
            {kindLabel(guide.kind, t)}
          </div>
        )}
        <button
          type="button"
          onClick={onClose}
          aria-label={t("Close card")}
          className="absolute top-2 right-2 z-10 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-dark-grey shadow ring-1 ring-black/10 hover:bg-white max-md:hidden"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t("Close card")}
        className="absolute top-1 right-1 z-10 inline-flex size-9 items-center justify-center rounded-full text-dark-grey hover:bg-neutral-100 md:hidden"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <div className="min-w-0 flex-1 space-y-2 p-3 pr-10 md:p-4">
        <p className="text-xs font-semibold tracking-wide text-grey uppercase">
          {kindLabel(guide.kind, t)}
          {guide.preview && ` · ${t("All-Access Preview")}`}
          {guide.boh && ` · ${t("Badge of Honor")}`}
        </p>
        <h2 id="map-card-title" className="text-base leading-tight font-bold md:text-lg">
          {guide.title}
        </h2>
        <GuideFacts guide={guide} />
        <div className="mt-1 flex gap-2 md:mt-2">
          <Link to={guide.href} className={buttonClassName({ size: "sm" }) + " flex-1"}>
            {t("View Guide")}
          </Link>
          {/* The list's product type is the kind's plural: trails, scout-routes, orv-parks. */}
          <AddToList productType={`${guide.kind}s`} id={guide.id} title={guide.title} variant="secondary" isCompactOnPhones />
        </div>
      </div>
    </article>
  );
}
