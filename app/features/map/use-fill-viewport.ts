import { useEffect, type RefObject } from "react";

/**
 * The page fills the window below whatever sits above it (the header, and the top banner that
 * appears after hydration), so the map never scrolls the page. The CSS height is the server's guess.
 */
export function useFillViewport(ref: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `${Math.max(420, window.innerHeight - top)}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
    window.addEventListener("resize", fit);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", fit);
    };
  }, [ref]);
}
