/** A dusk sky over layered ridges: the error page's full-bleed background, drawn so nothing loads. */
export function LandscapeBackdrop() {
  return (
    <svg
      className="absolute inset-0 -z-10 size-full"
      viewBox="0 0 1440 900"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="error-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0c161c" />
          <stop offset="0.55" stopColor="#1d3038" />
          <stop offset="0.85" stopColor="#4a4a3c" />
          <stop offset="1" stopColor="#6a5537" />
        </linearGradient>
      </defs>
      <rect width="1440" height="900" fill="url(#error-sky)" />
      <path
        d="M0 620 L180 470 L300 560 L470 400 L640 540 L760 470 L930 590 L1100 430 L1270 540 L1440 470 V900 H0 Z"
        fill="#26343a"
      />
      <path d="M0 700 L220 590 L390 660 L560 560 L760 680 L960 600 L1160 690 L1320 620 L1440 660 V900 H0 Z" fill="#1b262b" />
      <path d="M0 780 C240 730 420 800 660 760 S1100 720 1440 770 V900 H0 Z" fill="#131b1f" />
      <path
        d="M720 900 C700 850 760 820 730 790 S680 740 720 715"
        fill="none"
        stroke="#c9a46a"
        strokeOpacity="0.45"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 14"
      />
    </svg>
  );
}
