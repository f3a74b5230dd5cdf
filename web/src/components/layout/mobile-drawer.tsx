import { Dialog, DialogPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { UnreadMessageCounts } from '@verdict/common';
import { isUnbuiltPath } from '@/app/unbuilt-areas';
import { UnreadBadge } from '@/routes/message/components/unread-badge';
import { useSession } from '@/stores/session';
import { LanguageSwitch } from './language-switch';
import { NavEntry } from './nav-entry';
import { isActivePath, isResolvedMenu, type NavLinkItem, type ResolvedNavItem } from './nav-items';
import { MESSAGE_MENU } from './user-menu';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  items: ResolvedNavItem[];
  /** The signed-in user's unread counts, shown beside the message entries. */
  unread?: UnreadMessageCounts;
}

/**
 * Below 1050 px the navigation moves into a drawer. Headless UI's dialog portals it
 * to the body (the sticky header's backdrop filter would pin `fixed` children to the header),
 * keeps focus inside while it is open, closes on Escape and gives focus back to the menu button.
 */
export function MobileDrawer({ open, onClose, items, unread }: MobileDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const messages = user ? MESSAGE_MENU.filter((item) => !isUnbuiltPath(item.to)) : [];
  const links: NavLinkItem[] = items.flatMap((item) => (isResolvedMenu(item) ? item.children : [item]));
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 nav:hidden" aria-label={t('nav.main')}>
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel
        as="nav"
        className="fixed inset-y-0 left-0 flex w-64 flex-col gap-1 overflow-y-auto bg-white p-4 shadow-xl"
        aria-label={t('nav.main')}
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
        {messages.length > 0 ? (
          <p className="mt-3 border-t border-slate-100 px-3 pt-3 text-xs text-slate-600">
            {t('nav.messages')}
          </p>
        ) : null}
        {messages.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            onClick={onClose}
            data-testid={`drawer-message-${item.tab}`}
            className={`flex items-center justify-between rounded-md px-3 py-2 text-sm ${isActivePath(pathname, item.to) ? 'bg-blue-50 font-semibold text-blue-700' : 'text-slate-700'}`}
          >
            {t(item.labelKey)}
            <UnreadBadge count={unread?.[item.type]} />
          </Link>
        ))}
        <LanguageSwitch className="mt-4" />
      </DialogPanel>
    </Dialog>
  );
}
