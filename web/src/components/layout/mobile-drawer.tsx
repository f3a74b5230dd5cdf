import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LanguageSwitch } from './language-switch';
import { NavEntry } from './nav-entry';
import { isActivePath, isResolvedMenu, type NavLinkItem, type ResolvedNavItem } from './nav-items';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  items: ResolvedNavItem[];
}

/**
 * Seed 2 §2: below 1050 px the navigation moves into a drawer. It is portalled to the body
 * because the sticky header's backdrop filter would otherwise pin `fixed` children to it.
 */
export function MobileDrawer({ open, onClose, items }: MobileDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  const links: NavLinkItem[] = items.flatMap((item) => (isResolvedMenu(item) ? item.children : [item]));
  return createPortal(
    <div className="fixed inset-0 z-50 nav:hidden" role="dialog" aria-modal="true" aria-label={t('nav.main')}>
      <div className="absolute inset-0 bg-black/40" onClick={onClose} aria-hidden="true" />
      <nav
        className="absolute inset-y-0 left-0 flex w-64 flex-col gap-1 overflow-y-auto bg-white p-4 shadow-xl"
        data-testid="mobile-drawer"
      >
        {links.map((link) => (
          <NavEntry
            key={link.to}
            item={link}
            onClick={onClose}
            className={`rounded-md px-3 py-2 text-sm ${!link.external && isActivePath(pathname, link.to) ? 'bg-blue-50 font-semibold text-blue-700' : 'text-slate-700'}`}
          />
        ))}
        <LanguageSwitch className="mt-4" />
      </nav>
    </div>,
    document.body,
  );
}
