// Scrolling to anchors on the page: the reviews, and whatever hash the visitor arrived with.
import { useEffect } from "react";

/** The review area's anchor (spec §2.11). */
export const REVIEW_ANCHOR_ID = "addTrailReview";

export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  return true;
}

/** A hash present on load scrolls to its anchor, once the client-rendered parts had a moment to appear. */
export function useScrollToHashOnLoad() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    if (scrollToAnchor(id)) return;
    const timer = setTimeout(() => scrollToAnchor(id), 600);
    return () => clearTimeout(timer);
  }, []);
}
