// The photo strip of the paid view; a photo opens the lightbox (photo-lightbox.tsx).
import { ChevronLeft, ChevronRight } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { PhotoSlide } from "./photo-slides";
import { Photo } from "../../components/ui/photo";
import { useT } from "../../lib/i18n";

/** The lightbox is for readers who open a photo: its code loads with the first press. */
const Lightbox = lazy(() => import("./photo-lightbox").then((module) => ({ default: module.Lightbox })));

export function PhotoCarousel({ title, slides }: { title: string; slides: PhotoSlide[] }) {
  const stripRef = useRef<HTMLUListElement>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const { t } = useT();

  if (slides.length === 0) return null;

  function scrollStrip(direction: 1 | -1) {
    const strip = stripRef.current;
    strip?.scrollBy({ left: direction * strip.clientWidth * 0.8, behavior: "smooth" });
  }

  return (
    <section aria-labelledby="photos-title" className="relative">
      <h2 id="photos-title" className="sr-only">
        {t("Photos")}
      </h2>
      <ul ref={stripRef} className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 [scrollbar-width:thin]">
        {slides.map((slide, index) => (
          <li key={slide.key} className="w-[80%] shrink-0 snap-start sm:w-[45%] lg:w-[32%]">
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              className="group block w-full overflow-hidden rounded-lg text-left"
              aria-label={t("Open photo {number} of {count}: {caption}", {
                number: index + 1,
                count: slides.length,
                caption: slide.caption,
              })}
            >
              <span className="block aspect-[4/3] overflow-hidden bg-neutral-200">
                <Photo
                  src={slide.src}
                  alt=""
                  loading={index < 2 ? "eager" : "lazy"}
                  className="size-full object-cover transition-transform group-hover:scale-[1.02]"
                />
              </span>
              <span className="block truncate py-1.5 text-sm text-grey">{slide.caption}</span>
            </button>
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <div className="mt-1 flex justify-end gap-2">
          <StripButton label={t("Previous photos")} onClick={() => scrollStrip(-1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </StripButton>
          <StripButton label={t("Next photos")} onClick={() => scrollStrip(1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </StripButton>
        </div>
      )}
      {openIndex != null && (
        <Suspense>
          <Lightbox title={title} slides={slides} index={openIndex} onIndexChange={setOpenIndex} />
        </Suspense>
      )}
    </section>
  );
}

function StripButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-full border border-grey/30 bg-white hover:bg-neutral-50"
    >
      {children}
    </button>
  );
}
