import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Overflow {
  /** The columns are wider than the box. */
  more: boolean;
  /** Scrolled to the last column. */
  atEnd: boolean;
}

function measure(box: HTMLElement): Overflow {
  const more = box.scrollWidth > box.clientWidth + 1;
  return { more, atEnd: !more || box.scrollLeft + box.clientWidth >= box.scrollWidth - 1 };
}

/**
 * The board's box. When its columns do not fit (a phone shows only # and User) it scrolls
 * sideways and says so: a line of text the box's description points to, and a fade at the right
 * edge while more columns lie beyond it.
 */
export function BoardScrollArea({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const hintId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ more: false, atEnd: true });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const update = () =>
      setOverflow((previous) => {
        const next = measure(element);
        return next.more === previous.more && next.atEnd === previous.atEnd ? previous : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // The table grows when rows or problems arrive; the box alone does not resize then.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [children]);
  return (
    <div>
      {overflow.more ? (
        <p id={hintId} className="mb-1 text-xs text-slate-600" data-testid="board-scroll-hint">
          {t('contest.boardScrollHint')}
        </p>
      ) : null}
      <div className="relative">
        <div
          ref={box}
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={label}
          aria-describedby={overflow.more ? hintId : undefined}
        >
          {children}
        </div>
        {overflow.more && !overflow.atEnd ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-linear-to-l from-white to-transparent"
            data-testid="board-scroll-fade"
          />
        ) : null}
      </div>
    </div>
  );
}
