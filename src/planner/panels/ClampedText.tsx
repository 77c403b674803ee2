import type { ReactNode } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A text shown in one or two lines so the trees stay on the first screen, with a Show more button
 * when it runs longer (the whole text is read out either way: the clamp only hides it).
 */
export function ClampedText({
  children,
  clamp,
  className = '',
}: {
  children: ReactNode;
  /** The line-clamp classes of the folded text, e.g. 'line-clamp-2 lg:line-clamp-1'. */
  clamp: string;
  className?: string;
}) {
  const textRef = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const text = textRef.current;
    if (!text || expanded) return;
    const measure = () => {
      setOverflows(text.scrollHeight > text.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => {
      observer.disconnect();
    };
  }, [children, expanded]);

  return (
    <div className="flex min-w-0 items-end gap-2">
      <p ref={textRef} className={`min-w-0 flex-1 ${expanded ? '' : clamp} ${className}`}>
        {children}
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => {
            setExpanded(!expanded);
          }}
          className="-my-2 inline-flex min-h-11 shrink-0 items-center px-1 text-sm font-semibold text-spice-300 hover:text-spice-200"
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
