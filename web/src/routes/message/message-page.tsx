import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { MESSAGE_TABS, messageTabOf, useUnreadCounts } from '@/hooks/api/message';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { MessageList } from './components/message-list';
import { UnreadBadge } from './components/unread-badge';
import '@/i18n/areas/message';

/** /message/:type: the five categories with their unread badges, and the chosen list. */
export function MessagePage() {
  const { t } = useTranslation();
  const { type: tab } = useParams();
  const current = messageTabOf(tab);
  const { data: counts } = useUnreadCounts();
  useDocumentTitle(t('messageCenter.title'));
  if (!current) return <Navigate to="/message/discuss" replace />;
  return (
    <div className="flex flex-col gap-3 md:flex-row" data-testid="message-center">
      <nav
        className="card flex h-fit gap-1 overflow-x-auto p-2 md:w-52 md:flex-col"
        aria-label={t('messageCenter.title')}
      >
        {MESSAGE_TABS.map((entry) => (
          <NavLink
            key={entry.tab}
            to={`/message/${entry.tab}`}
            data-testid={`message-tab-${entry.tab}`}
            className={({ isActive }) =>
              `flex shrink-0 items-center justify-between gap-2 rounded px-3 py-2 text-sm whitespace-nowrap ${isActive ? 'bg-blue-600 text-white' : 'hover:bg-slate-100'}`
            }
          >
            {t(entry.labelKey)}
            <UnreadBadge count={counts?.[entry.type]} testId={`message-tab-badge-${entry.tab}`} />
          </NavLink>
        ))}
      </nav>
      <section className="card min-w-0 flex-1 p-4">
        <h1 className="mb-2 text-lg font-semibold">{t(current.labelKey)}</h1>
        <MessageList key={current.type} type={current.type} />
      </section>
    </div>
  );
}
