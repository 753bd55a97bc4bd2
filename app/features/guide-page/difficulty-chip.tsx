// A difficulty as its colour dot and label, as the guide pages show it.
import { useT } from "../../lib/i18n";

/** `label` is the server's English difficulty label (shared/domain/difficulty.ts), shown in the page's language. */
export function DifficultyChip({ color, label }: { color: string; label: string }) {
  const { t } = useT();
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-medium text-dark-grey">
      <span aria-hidden="true" className="size-3 rounded-full ring-1 ring-black/10" style={{ backgroundColor: color }} />
      {t(label)}
    </span>
  );
}
