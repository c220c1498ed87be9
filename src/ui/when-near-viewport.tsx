import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `fallback` until the spot comes within `margin` of the viewport, then `children`, and
 * keeps them. Prerendered HTML and hydration always hold the fallback. For heavy widgets below the
 * fold on phones (the booking card under a tour's description): rendering them while the page is
 * still starting would block the main thread for nothing the visitor sees.
 */
export function WhenNearViewport({
  children,
  fallback,
  margin = '1000px',
}: {
  children: ReactNode;
  fallback: ReactNode;
  margin?: string;
}) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = spot.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);

  return <div ref={spot}>{near ? children : fallback}</div>;
}
