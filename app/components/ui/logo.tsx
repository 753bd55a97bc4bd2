// The product's mark and wordmark, drawn inline so the header never waits for an image.
import { cx } from "./class-names";

export const PRODUCT_NAME = "Trailguide";

/** The square mountain-and-trail mark; also the All-Access marker on avatars. */
export function ProductMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={className}
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="#202020" />
      <path d="M4 24 L12 10 L17 18 L20 14 L28 24 Z" fill="#399924" />
      <path
        d="M9 24c3-2 5-1.5 7-3.5s4-1 6-3"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeDasharray="0.5 2.6"
      />
    </svg>
  );
}

/** Mark plus wordmark; the colour of the wordmark follows the text colour around it. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cx("inline-flex items-center gap-2", className)}>
      <ProductMark className="size-9 shrink-0 rounded-[7px] ring-1 ring-white/15" />
      <span className="text-xl font-extrabold tracking-tight">{PRODUCT_NAME}</span>
    </span>
  );
}
