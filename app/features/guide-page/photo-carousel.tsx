// The photo strip of the paid view; a photo opens the lightbox, where arrows step through them all.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { Modal } from "../../components/ui/modal";
import type { PhotoSlide } from "./photo-slides";
import { Photo } from "../../components/ui/photo";

export function PhotoCarousel({ title, slides }: { title: string; slides: PhotoSlide[] }) {
  const stripRef = useRef<HTMLUListElement>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  if (slides.length === 0) return null;

  function scrollStrip(direction: 1 | -1) {
    const strip = stripRef.current;
    strip?.scrollBy({ left: direction * strip.clientWidth * 0.8, behavior: "smooth" });
  }

  return (
    <section aria-labelledby="photos-title" className="relative">
      <h2 id="photos-title" className="sr-only">
        Photos
      </h2>
      <ul ref={stripRef} className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 [scrollbar-width:thin]">
        {slides.map((slide, index) => (
          <li key={slide.key} className="w-[80%] shrink-0 snap-start sm:w-[45%] lg:w-[32%]">
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              className="group block w-full overflow-hidden rounded-lg text-left"
              aria-label={`Open photo ${index + 1} of ${slides.length}: ${slide.caption}`}
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
          <StripButton label="Previous photos" onClick={() => scrollStrip(-1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </StripButton>
          <StripButton label="Next photos" onClick={() => scrollStrip(1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </StripButton>
        </div>
      )}
      <Lightbox title={title} slides={slides} index={openIndex} onIndexChange={setOpenIndex} />
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

interface LightboxProps {
  title: string;
  slides: PhotoSlide[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

function Lightbox({ title, slides, index, onIndexChange }: LightboxProps) {
  const slide = index == null ? undefined : slides[index];
  const step = (delta: number) => index != null && onIndexChange((index + delta + slides.length) % slides.length);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    step(event.key === "ArrowRight" ? 1 : -1);
  }

  return (
    <Modal
      open={slide != null}
      onOpenChange={(open) => !open && onIndexChange(null)}
      title={`${title} photos`}
      description="Use the left and right arrow keys to move between photos."
      size="full"
      tone="dark"
      onKeyDown={onKeyDown}
    >
      {slide && index != null && (
        <div>
          <figure>
            <Photo src={slide.largeSrc} alt={slide.caption} className="mx-auto max-h-[65vh] w-auto rounded-md object-contain" />
            <figcaption className="mt-3 text-center text-sm text-white/85">
              {slide.caption}{" "}
              <span className="tabular-nums">
                ({index + 1} of {slides.length})
              </span>
            </figcaption>
          </figure>
          {slides.length > 1 && (
            <div className="mt-4 flex justify-center gap-3">
              <button
                type="button"
                onClick={() => step(-1)}
                className="inline-flex items-center gap-1 rounded-full border border-white/60 px-4 py-2 text-sm font-semibold hover:bg-white/10"
              >
                <ChevronLeft aria-hidden="true" className="size-4" /> Previous
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                className="inline-flex items-center gap-1 rounded-full border border-white/60 px-4 py-2 text-sm font-semibold hover:bg-white/10"
              >
                Next <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
