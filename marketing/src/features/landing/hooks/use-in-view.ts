import { type RefObject, useEffect, useState } from 'react';

/** True once the element has intersected the viewport (then stays true). Without IntersectionObserver: true. */
export const useInView = (ref: RefObject<Element | null>): boolean => {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setInView(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, inView]);

  return inView;
};
