// Menus and dialogs of the site's frame load their code when a reader reaches for them (pointer
// over, touch, focus or click) rather than with every page, which keeps pages within their
// JavaScript budget (docs/decisions/0021-speed-budgets.md). Until then a stand-in that looks the
// same as the real trigger is shown; a press or click on it opens the real component once it has loaded.
import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type PointerEvent,
  type ReactElement,
  type SyntheticEvent,
} from "react";
import { useHydrated } from "../../lib/use-hydrated";

/** What the real component learns about the intent that loaded it. */
export interface IntentProps {
  /** The reader clicked the stand-in: open at once. */
  defaultOpen: boolean;
  /** The stand-in had keyboard focus: the real trigger takes it over. */
  autoFocusTrigger: boolean;
}

/** What the stand-in trigger spreads on itself: the popup it announces, and the intent handlers. */
export interface StandInHandlers {
  "aria-haspopup": "menu" | "dialog";
  "aria-expanded": false;
  /** Until the page has hydrated nothing would hear a press, so the stand-in is not offered. */
  disabled: boolean;
  onPointerEnter: (event: SyntheticEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onTouchStart: (event: SyntheticEvent<HTMLElement>) => void;
  onFocus: (event: SyntheticEvent<HTMLElement>) => void;
  onClick: (event: SyntheticEvent<HTMLElement>) => void;
}

interface Loaded<P> {
  Component: ComponentType<P & IntentProps>;
  intent: IntentProps;
}

export function LoadOnIntent<P extends object>({
  load,
  popup,
  props,
  standIn,
  worksWithoutScripts = false,
}: {
  load: () => Promise<ComponentType<P & IntentProps>>;
  /** What the real trigger opens, announced the same by the stand-in. */
  popup: "menu" | "dialog";
  props: P;
  standIn: (handlers: StandInHandlers) => ReactElement;
  /** The stand-in does its job before scripts run (a form's submit button), so it is offered at once. */
  worksWithoutScripts?: boolean;
}) {
  const isHydrated = useHydrated();
  const [loaded, setLoaded] = useState<Loaded<P> | null>(null);
  const isLoading = useRef(false);
  const wantsOpen = useRef(false);
  const standInElement = useRef<HTMLElement | null>(null);

  function start(event: SyntheticEvent<HTMLElement>, open = false) {
    standInElement.current = event.currentTarget;
    wantsOpen.current ||= open;
    if (isLoading.current) return;
    isLoading.current = true;
    load().then(
      (Component) => {
        const defaultOpen = wantsOpen.current;
        const hadFocus = document.activeElement === standInElement.current;
        setLoaded({ Component, intent: { defaultOpen, autoFocusTrigger: hadFocus && !defaultOpen } });
      },
      () => {
        isLoading.current = false; // offline for a moment: the next intent tries again
      },
    );
  }

  if (loaded) return <loaded.Component {...props} {...loaded.intent} />;
  return standIn({
    "aria-haspopup": popup,
    "aria-expanded": false,
    disabled: !isHydrated && !worksWithoutScripts,
    onPointerEnter: (event) => start(event),
    // A press is the intent to open, as it is for the real trigger: when the component arrives
    // between the press and the release, the click lands on neither and would be lost.
    onPointerDown: (event) => start(event, event.button === 0),
    onTouchStart: (event) => start(event),
    onFocus: (event) => start(event),
    // A click only opens: it never submits the form a stand-in sits in before scripts run (the search button's).
    onClick: (event) => {
      event.preventDefault();
      start(event, true);
    },
  });
}

/** A ref for the real trigger that takes focus over from the stand-in when it had it. */
export function useTriggerFocus<T extends HTMLElement>(autoFocusTrigger: boolean) {
  const triggerRef = useRef<T>(null);
  useEffect(() => {
    if (autoFocusTrigger) triggerRef.current?.focus();
  }, [autoFocusTrigger]);
  return triggerRef;
}
