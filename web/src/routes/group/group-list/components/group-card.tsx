import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/common/avatar';
import type { GroupCard as Group } from '@/hooks/api/group';
import { formatDateTime } from '@/lib/format';
import { GroupAuthTag, GroupHiddenTag } from '../../components/group-tags';
import '@/i18n/areas/group';

/** One card of the group list: avatar, name, owner, brief, member count, tags, date. */
export function GroupCard({ group, onOpen }: { group: Group; onOpen: (group: Group) => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className="card flex h-full w-full flex-col gap-2 p-4 text-left transition hover:shadow-md"
        data-testid="group-card"
        data-group-id={group.id}
        onClick={() => onOpen(group)}
      >
        <div className="flex min-w-0 items-center gap-3">
          <Avatar src={group.avatar} name={group.name} size={48} />
          <div className="min-w-0 flex-1">
            <h2
              className="truncate font-semibold text-slate-900"
              title={group.name}
              data-testid="group-card-name"
            >
              {group.name}
            </h2>
            <p className="truncate text-xs text-slate-500">
              {t('groupPage.owner')}: {group.owner}
            </p>
          </div>
        </div>
        <p className="line-clamp-2 min-h-[2.5rem] text-sm break-words text-slate-600">
          {group.brief || t('groupPage.noBrief')}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <GroupAuthTag auth={group.auth} />
          {group.visible ? null : <GroupHiddenTag />}
          <span data-testid="group-card-members">
            {t('groupPage.memberCount', { count: group.memberCount })}
          </span>
          <span className="ml-auto">{formatDateTime(group.gmtCreate).slice(0, 10)}</span>
        </div>
      </button>
    </li>
  );
}
