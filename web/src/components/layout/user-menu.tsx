import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isUnbuiltPath } from '@/app/unbuilt-areas';
import { Avatar } from '@/components/common/avatar';
import { Dropdown, dropdownItemClass } from '@/components/ui/dropdown';
import { MESSAGE_TABS, totalUnread, useUnreadCounts } from '@/hooks/api/message';
import { UnreadBadge } from '@/routes/message/components/unread-badge';
import { useAbilities, useSession } from '@/stores/session';
import { openAccountDialog } from '@/stores/ui';

/** The five categories of the message center, as the user menu and drawer list them. */
export const MESSAGE_MENU = MESSAGE_TABS.map((entry) => ({ ...entry, to: `/message/${entry.tab}` }));

export function userHomeHref(uid: string, username: string): string {
  return `/user-home?uid=${encodeURIComponent(uid)}&username=${encodeURIComponent(username)}`;
}

/** The user menu; the admin entry opens in a new window for admins and teachers. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const abilities = useAbilities();
  const { data: counts } = useUnreadCounts();
  if (!abilities.isLoggedIn || !user) {
    return (
      <div className="flex gap-2">
        <button
          type="button"
          className="btn"
          data-testid="nav-login"
          onClick={() => openAccountDialog('Login')}
        >
          {t('account.login')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="nav-register"
          onClick={() => openAccountDialog('Register')}
        >
          {t('account.register')}
        </button>
      </div>
    );
  }
  const itemClass = dropdownItemClass;
  const messages = MESSAGE_MENU.filter((item) => !isUnbuiltPath(item.to));
  return (
    <Dropdown
      align="end"
      buttonTestId="user-menu"
      buttonClassName="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-slate-100"
      button={() => (
        <>
          <span className="relative">
            <Avatar src={user.avatar} name={user.username} size={28} />
            {messages.length > 0 ? (
              <span className="absolute -top-2 -right-3">
                <UnreadBadge count={totalUnread(counts)} testId="unread-total" />
              </span>
            ) : null}
          </span>
          <span className="max-w-32 truncate text-sm font-medium">{user.username}</span>
        </>
      )}
    >
      <Link className={itemClass} to={userHomeHref(user.uid, user.username)}>
        {t('nav.myHome')}
      </Link>
      <Link className={itemClass} to="/status?onlyMine=true">
        {t('nav.mySubmissions')}
      </Link>
      <Link className={itemClass} to="/setting">
        {t('nav.setting')}
      </Link>
      {isUnbuiltPath('/note') ? null : (
        <Link className={itemClass} to="/note">
          {t('nav.note')}
        </Link>
      )}
      <Link className={itemClass} to="/chat">
        {t('nav.assistantChats')}
      </Link>
      {messages.length > 0 ? (
        <div className="border-t border-slate-100 px-4 pt-2 pb-1 text-xs text-slate-600" role="presentation">
          {t('nav.messages')}
        </div>
      ) : null}
      {messages.map((item) => (
        <Link
          key={item.to}
          className={`${itemClass} flex items-center justify-between gap-2`}
          to={item.to}
          data-testid={`user-menu-message-${item.tab}`}
        >
          {t(item.labelKey)}
          <UnreadBadge count={counts?.[item.type]} />
        </Link>
      ))}
      <div className="border-t border-slate-100" role="presentation" />
      {abilities.isAdmin || abilities.isTeacher ? (
        <a className={itemClass} href="/admin" target="_blank" rel="noopener">
          {t('nav.management')}
        </a>
      ) : null}
      <Link className={itemClass} to="/logout" data-testid="nav-logout">
        {t('nav.logout')}
      </Link>
    </Dropdown>
  );
}
