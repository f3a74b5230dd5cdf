import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Dropdown, dropdownItemClass } from '@/components/ui/dropdown';
import { totalUnread, useUnreadCounts, useUnreadPush } from '@/hooks/api/message';
import { DEFAULT_SHORT_NAME, useWebsiteConfig } from '@/hooks/api/website';
import { UnreadBadge } from '@/routes/message/components/unread-badge';
import { LanguageSwitch } from './language-switch';
import { NavEntry } from './nav-entry';
import { isActivePath, isResolvedMenu, NAV_ITEMS, resolveNavItems, type NavLinkItem } from './nav-items';
import { UserMenu } from './user-menu';

/**
 * The narrow screens' menu is a Headless UI dialog, 15 KB gzipped that no page needs before the
 * menu button is used: it loads when the button is pointed at, focused or pressed.
 */
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));

export function useVisibleNavItems() {
  return resolveNavItems(NAV_ITEMS, useWebsiteConfig());
}

function linkClass(active: boolean): string {
  return `rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${active ? 'bg-blue-50 text-blue-700' : 'text-slate-700 hover:bg-slate-100'}`;
}

function DesktopLink({ item }: { item: NavLinkItem }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <NavLink to={item.to} className={linkClass(isActivePath(pathname, item.to))}>
      {t(item.labelKey)}
    </NavLink>
  );
}

export function TopNav() {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so its closing transition still runs.
  const [drawerUsed, setDrawerUsed] = useState(false);
  // Mounted already open, the dialog has not seen where focus was: closing gives it back to the
  // menu button, once the dialog has let go of it (its focus trap holds it until it has closed).
  const drawerToggle = useRef<HTMLButtonElement>(null);
  const closeDrawer = () => {
    setDrawerOpen(false);
    setTimeout(() => drawerToggle.current?.focus());
  };
  const items = useVisibleNavItems();
  useUnreadPush();
  const { data: counts } = useUnreadCounts();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-[1400px] items-center gap-3 px-4">
        <button
          type="button"
          className="btn btn-sm relative nav:hidden"
          aria-label={t('nav.openMenu')}
          data-testid="nav-drawer-toggle"
          ref={drawerToggle}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        >
          ☰
          <span className="absolute -top-2 -right-2">
            <UnreadBadge count={totalUnread(counts)} />
          </span>
        </button>
        <Link to="/home" className="mr-2 text-lg font-bold text-blue-700">
          {config.shortName || DEFAULT_SHORT_NAME}
        </Link>
        <nav className="hidden flex-1 items-center gap-1 nav:flex" aria-label={t('nav.main')}>
          {items.map((item) =>
            isResolvedMenu(item) ? (
              <Dropdown
                key={item.labelKey}
                buttonClassName={linkClass(item.children.some((child) => isActivePath(pathname, child.to)))}
                button={() => `${t(item.labelKey)} ▾`}
                panelClassName="w-40"
              >
                {item.children.map((child) => (
                  <NavEntry key={child.to} item={child} className={dropdownItemClass} />
                ))}
              </Dropdown>
            ) : (
              <DesktopLink key={item.to} item={item} />
            ),
          )}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch className="hidden sm:block" />
          <UserMenu />
        </div>
      </div>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={closeDrawer} items={items} unread={counts} />
        </Suspense>
      ) : null}
    </header>
  );
}
