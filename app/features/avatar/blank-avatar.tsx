/** The default avatar for someone with neither a photo nor a name: a neutral silhouette. */
export function BlankAvatar({ size = 40, label }: { size?: number; label?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      className="block rounded-full"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <rect width="40" height="40" fill="#878787" />
      <circle cx="20" cy="15.5" r="7" fill="#fff" />
      <path d="M6 38c1.5-8 7.2-12.5 14-12.5S32.5 30 34 38z" fill="#fff" />
    </svg>
  );
}
