import { useT } from "../../lib/i18n";

/** The first stop for keyboard users: jumps past the header to the page's main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-dark-grey shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {useT().t("Skip to content")}
    </a>
  );
}
