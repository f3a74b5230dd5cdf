import { NavLink } from 'react-router-dom';

export interface DetailTab {
  /** Path relative to the detail page; '' is its overview. */
  to: string;
  label: string;
  /** Matches only the exact path (the overview tab). */
  end?: boolean;
  /** A closed tab shows greyed out and does not link. */
  open: boolean;
}

/** The tab bar under a detail page's header (contest, training): links to its child routes. */
export function DetailTabBar({ tabs, label }: { tabs: DetailTab[]; label: string }) {
  return (
    <nav className="card flex flex-wrap gap-1 p-2" aria-label={label}>
      {tabs.map((tab) =>
        tab.open ? (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              `rounded px-3 py-1.5 text-sm ${isActive ? 'bg-blue-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`
            }
          >
            {tab.label}
          </NavLink>
        ) : (
          <span
            key={tab.to}
            aria-disabled="true"
            className="cursor-not-allowed px-3 py-1.5 text-sm text-slate-400"
          >
            {tab.label}
          </span>
        ),
      )}
    </nav>
  );
}
