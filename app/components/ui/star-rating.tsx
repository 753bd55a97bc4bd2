// Rating stars (0-5, halves rounded down to whole stars for display) with the exact value for screen readers.
import { Star } from "lucide-react";
import { useT } from "../../lib/i18n";
import { cx } from "./class-names";

export function StarRating({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  const { t, number } = useT();
  return (
    <span
      role="img"
      aria-label={t("{rating} out of 5 stars", { rating: number(value, 1) })}
      className={cx("inline-flex items-center", className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cx("size-4", star <= filled ? "fill-gold text-[#b8860b]" : "fill-none text-limited-grey")}
        />
      ))}
    </span>
  );
}
