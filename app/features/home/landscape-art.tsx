// The hero's backdrop: layered ridges at dusk and a dirt track, drawn inline so the first paint
// needs no image download and the page works with no network beyond the site itself.
export function LandscapeArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 1440 560" preserveAspectRatio="xMidYMax slice" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="home-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#14202b" />
          <stop offset="0.55" stopColor="#3e5566" />
          <stop offset="1" stopColor="#d9894a" />
        </linearGradient>
        <radialGradient id="home-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffd89a" />
          <stop offset="1" stopColor="#ffd89a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1440" height="560" fill="url(#home-sky)" />
      <circle cx="1060" cy="330" r="150" fill="url(#home-sun)" />
      <circle cx="1060" cy="330" r="46" fill="#ffe2b0" />
      <path
        d="M0 360 L140 270 L250 320 L390 210 L520 300 L640 240 L780 330 L930 230 L1080 310 L1220 220 L1440 320 V560 H0 Z"
        fill="#5d6f7a"
      />
      <path
        d="M0 410 L170 330 L300 380 L450 300 L600 390 L760 320 L900 400 L1040 330 L1200 400 L1330 340 L1440 380 V560 H0 Z"
        fill="#3d4b47"
      />
      <path d="M0 470 C180 420 320 440 470 410 C640 376 780 430 940 420 C1110 410 1260 440 1440 420 V560 H0 Z" fill="#2c3529" />
      <path d="M0 560 V500 C220 470 420 500 640 486 C860 472 1100 500 1440 478 V560 Z" fill="#202020" />
      <path
        d="M250 560 C420 520 560 520 700 496 C820 476 930 470 1030 446"
        fill="none"
        stroke="#c9a27a"
        strokeWidth="10"
        strokeLinecap="round"
        opacity="0.55"
      />
      <path
        d="M250 560 C420 520 560 520 700 496 C820 476 930 470 1030 446"
        fill="none"
        stroke="#399924"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
    </svg>
  );
}
