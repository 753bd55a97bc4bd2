// Renders `children` once the reader scrolls within `rootMargin` of them, `placeholder` until then:
// code for the lower part of a long page loads when it is about to be seen, not with the page
// (docs/decisions/0021-speed-budgets.md). Pair it with React.lazy children.
import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";

export function WhenNearView({
  children,
  placeholder,
  rootMargin = "600px",
}: {
  children: ReactNode;
  placeholder: ReactNode;
  rootMargin?: string;
}) {
  const [isNear, setIsNear] = useState(false);
  const markerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const marker = markerRef.current;
    if (isNear || !marker) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setIsNear(true), {
      rootMargin,
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);

  if (isNear) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={markerRef}>{placeholder}</div>;
}
