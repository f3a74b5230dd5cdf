import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
function useOverflowsSideways() {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return { box, overflows };
}

/**
 * A wide table scrolls inside this box, never the page. While it does, shadows at the edges show
 * there is more to the side, a line says so, and the box takes keyboard focus so arrow keys scroll it.
 */
export function TableScrollBox({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { box, overflows } = useOverflowsSideways();
  return (
    <>
      <div
        ref={box}
        className="scroll-shadows overflow-x-auto"
        data-testid="table-scroll-box"
        data-overflows={overflows}
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': t('admin.tableScrolls') } : {})}
      >
        {children}
      </div>
      {overflows ? (
        <p className="mt-1 text-xs text-slate-500" aria-hidden="true">
          {t('admin.tableScrolls')} →
        </p>
      ) : null}
    </>
  );
}
