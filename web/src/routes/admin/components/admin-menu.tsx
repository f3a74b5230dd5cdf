import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';

export interface AdminSection {
  to: string;
  key: string;
}

const DASHBOARD = '/admin';

/** The section a path belongs to: the longest section path it starts with (the dashboard only as itself). */
function currentSection(sections: AdminSection[], pathname: string): AdminSection | undefined {
  return sections
    .filter(
      (section) =>
        pathname === section.to || (section.to !== DASHBOARD && pathname.startsWith(`${section.to}/`)),
    )
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/**
 * The back office's section menu. From 1024 px it stands beside the content; below, it folds into
 * a disclosure button naming the current section, so on a tablet or phone the page comes first.
 * The open state belongs to the path it was opened on: following a link (or going back) closes it.
 */
export function AdminMenu({ sections }: { sections: AdminSection[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const current = currentSection(sections, pathname);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenOn(null);
    button.current?.focus();
  };

  return (
    <nav
      className="card h-fit p-2 lg:w-48 lg:shrink-0"
      aria-label={t('admin.title')}
      data-testid="admin-menu"
      onKeyDown={closeOnEscape}
    >
      <button
        ref={button}
        type="button"
        className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm lg:hidden"
        aria-expanded={open}
        aria-controls={listId}
        data-testid="admin-menu-toggle"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <svg className="h-4 w-4 shrink-0 text-slate-500" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <span className="font-semibold text-slate-700">{t('admin.menu')}</span>
        {current ? <span className="min-w-0 truncate text-slate-500">{t(current.key)}</span> : null}
        <span className="ml-auto text-slate-500" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div id={listId} className={open ? 'mt-1 lg:mt-0' : 'hidden lg:block'}>
        <p className="hidden px-2 py-1 text-xs font-semibold uppercase text-slate-500 lg:block">
          {t('admin.title')}
        </p>
        <ul className="grid gap-0.5 sm:grid-cols-2 lg:grid-cols-1">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.to === DASHBOARD}
                onClick={() => setOpenOn(null)}
                className={({ isActive }) =>
                  `block rounded px-2 py-1.5 text-sm ${isActive ? 'bg-blue-600 text-white' : 'hover:bg-slate-100'}`
                }
              >
                {t(section.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
