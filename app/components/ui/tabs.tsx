// Tabs with the WAI-ARIA pattern: one tab stop (roving tabindex), arrows/Home/End move and select.
import { Suspense, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { cx } from "./class-names";
import { useHydrated } from "../../lib/use-hydrated";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  label: string;
  items: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  className?: string;
}

export function Tabs({ label, items, selectedId, onSelect, className }: TabsProps) {
  const { t } = useT();
  const baseId = useId();
  const isHydrated = useHydrated();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  );

  function moveTo(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onSelect(item.id);
    tabRefs.current.get(item.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // A phone scrolls the tabs sideways; wider screens show every tab, on a second row if need be.
        className="flex gap-1 overflow-x-auto border-b border-grey/20 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible lg:gap-0"
      >
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              // Another tab opens once the page has hydrated; until then a press would go unheard.
              disabled={!isSelected && !isHydrated}
              onClick={() => onSelect(item.id)}
              className={cx(
                "-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors lg:px-3",
                isSelected ? "border-brand-green-dark text-dark-grey" : "border-transparent text-grey hover:text-dark-grey",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={index !== selectedIndex}
          tabIndex={0}
          className="pt-5 focus-visible:outline-offset-4"
        >
          {/* Only the open panel is drawn, so a panel may load its code when first opened. */}
          {index === selectedIndex && <Suspense fallback={<p className="text-grey">{t("Loading…")}</p>}>{item.content}</Suspense>}
        </div>
      ))}
    </div>
  );
}
