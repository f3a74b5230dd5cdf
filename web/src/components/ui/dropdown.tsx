/**
 * A light dropdown for the always-loaded shell (the nav and user menus). Headless UI's menu
 * pulls in a positioning engine that would weigh on every first load, so the shell uses this
 * instead; it closes on outside click, Escape and on choosing an item. It is a disclosure (a
 * button that shows a list of links), the pattern WAI-ARIA advises for site navigation.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface DropdownProps {
  button: (open: boolean) => ReactNode;
  buttonClassName?: string;
  buttonTestId?: string;
  align?: 'start' | 'end';
  children: ReactNode;
  panelClassName?: string;
}

export function Dropdown({
  button,
  buttonClassName = '',
  buttonTestId,
  align = 'start',
  children,
  panelClassName = 'w-44',
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        data-testid={buttonTestId}
        onClick={() => setOpen((value) => !value)}
      >
        {button(open)}
      </button>
      {open ? (
        <div
          className={`absolute z-50 mt-1 rounded-md border border-slate-200 bg-white py-1 shadow-lg ${align === 'end' ? 'right-0' : 'left-0'} ${panelClassName}`}
          onClick={() => setOpen(false)}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

export const dropdownItemClass =
  'block w-full px-4 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';
