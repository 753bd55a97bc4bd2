// The backdrop of the partner heroes: layered ridges under a dusk sky, drawn inline (no photo to load).
export function RidgeBackdrop() {
  return (
    <svg viewBox="0 0 1200 400" preserveAspectRatio="xMidYMax slice" aria-hidden="true" className="absolute inset-0 size-full">
      <defs>
        <linearGradient id="partner-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#202020" />
          <stop offset="1" stopColor="#3b4a35" />
        </linearGradient>
      </defs>
      <rect width="1200" height="400" fill="url(#partner-sky)" />
      <path d="M0 260 L160 170 L300 230 L470 130 L640 220 L820 150 L1000 230 L1200 160 V400 H0 Z" fill="#2f3a2a" />
      <path d="M0 320 L200 250 L380 300 L560 240 L760 310 L960 250 L1200 300 V400 H0 Z" fill="#262d22" />
      <path
        d="M520 400 C560 360 620 340 700 330 C780 320 820 300 860 290"
        fill="none"
        stroke="#8a6a43"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="2 14"
      />
    </svg>
  );
}
