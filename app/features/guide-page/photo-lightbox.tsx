// A guide's photos full screen, opened from the strip: arrows step through them all.
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Modal } from "../../components/ui/modal";
import { Photo } from "../../components/ui/photo";
import type { PhotoSlide } from "./photo-slides";
import { useT } from "../../lib/i18n";

interface LightboxProps {
  title: string;
  slides: PhotoSlide[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

export function Lightbox({ title, slides, index, onIndexChange }: LightboxProps) {
  const { t } = useT();
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
      title={t("{title} photos", { title })}
      description={t("Use the left and right arrow keys to move between photos.")}
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
              <span className="tabular-nums">({t("{number} of {count}", { number: index + 1, count: slides.length })})</span>
            </figcaption>
          </figure>
          {slides.length > 1 && (
            <div className="mt-4 flex justify-center gap-3">
              <button
                type="button"
                onClick={() => step(-1)}
                className="inline-flex items-center gap-1 rounded-full border border-white/60 px-4 py-2 text-sm font-semibold hover:bg-white/10"
              >
                <ChevronLeft aria-hidden="true" className="size-4" /> {t("Previous")}
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                className="inline-flex items-center gap-1 rounded-full border border-white/60 px-4 py-2 text-sm font-semibold hover:bg-white/10"
              >
                {t("Next")} <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
