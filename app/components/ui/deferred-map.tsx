// A map that arrives as a drawing: the page shows `preview` (SVG, no map library) with an "Explore
// the map" button, and loads the interactive map when the reader presses it. The code starts
// loading as soon as the pointer or focus reaches the map, so it is usually there by the click
// (docs/decisions/0021-speed-budgets.md).
import { Map as MapIcon } from "lucide-react";
import { useRef, useState, type ComponentType, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { cx } from "./class-names";

interface DeferredMapProps<P extends object> {
  /** The section's accessible name, such as "Map of Hell's Revenge". */
  label: string;
  testId: string;
  /** Size and shape of the map box, the same for the preview and the map. */
  boxClassName: string;
  preview: ReactNode;
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** The reader pressed "Explore the map". */
  onOpen?: () => void;
}

export function DeferredMap<P extends object>({
  label,
  testId,
  boxClassName,
  preview,
  load,
  props,
  onOpen,
}: DeferredMapProps<P>) {
  const [Interactive, setInteractive] = useState<ComponentType<P> | null>(null);
  const { t } = useT();
  // The button opens the map with the page's code: until that runs, pressing it would do nothing.
  const isHydrated = useHydrated();
  const loading = useRef<Promise<ComponentType<P>> | null>(null);

  const preload = () => (loading.current ??= load());
  const open = () => {
    onOpen?.();
    preload().then(
      (component) => setInteractive(() => component),
      () => (loading.current = null), // offline for a moment: the next press tries again
    );
  };

  if (Interactive) return <Interactive {...props} />;
  return (
    <section aria-label={label} className="relative" onPointerEnter={preload}>
      <div
        data-testid={testId}
        data-map-state="preview"
        className={cx("w-full overflow-hidden rounded-xl bg-[#efe9dc]", boxClassName)}
      >
        {preview}
      </div>
      <button
        type="button"
        onClick={open}
        onFocus={preload}
        disabled={!isHydrated}
        className="absolute bottom-3 left-3 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-dark-grey shadow-md hover:bg-neutral-100"
      >
        <MapIcon aria-hidden="true" className="size-4" />
        {t("Explore the map")}
      </button>
    </section>
  );
}
