// The "incomplete checkout form" event (spec §7 analytics): sent once when a reader who started a
// checkout form (changed a field) leaves the page without submitting it, by a route change or by
// closing or leaving the page (pagehide).
import { useEffect, useRef } from "react";
import { analytics } from "../../lib/analytics";

export const INCOMPLETE_CHECKOUT_EVENT = "incomplete checkout form";

export interface IncompleteFormTracker {
  /** A field changed: the reader has started the form. */
  fieldChanged(): void;
  /** The form went off to pay; leaving now is not abandoning it. */
  submitted(): void;
  /** The submission failed and the reader is back on the form. */
  submitFailed(): void;
  /** The reader leaves the page; reports the form as incomplete when the rule says so. */
  left(): void;
}

/** The rule on its own: started, not submitted, and not reported yet. */
export function createIncompleteFormTracker(report: () => void): IncompleteFormTracker {
  let isStarted = false;
  let isSubmitted = false;
  let isReported = false;
  return {
    fieldChanged: () => {
      isStarted = true;
    },
    submitted: () => {
      isSubmitted = true;
    },
    submitFailed: () => {
      isSubmitted = false;
    },
    left: () => {
      if (!isStarted || isSubmitted || isReported) return;
      isReported = true;
      report();
    },
  };
}

/**
 * Tracks one checkout form on the page. Call `fieldChanged` from the form's onChange; the event
 * goes out on unmount (route change) or pagehide.
 */
export function useIncompleteCheckoutEvent(properties: { form: string; plan: string }): IncompleteFormTracker {
  const propertiesRef = useRef(properties);
  propertiesRef.current = properties;
  const trackerRef = useRef<IncompleteFormTracker | null>(null);
  trackerRef.current ??= createIncompleteFormTracker(() =>
    analytics.capture(INCOMPLETE_CHECKOUT_EVENT, { ...propertiesRef.current }),
  );
  const tracker = trackerRef.current;

  useEffect(() => {
    const onPageHide = () => tracker.left();
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      tracker.left();
    };
  }, [tracker]);
  return tracker;
}
