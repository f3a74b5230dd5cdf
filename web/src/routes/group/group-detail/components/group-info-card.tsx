import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/common/avatar';
import type { GroupCard } from '@/hooks/api/group';
import { formatDateTime } from '@/lib/format';
import { GroupAuthTag, GroupHiddenTag } from '../../components/group-tags';
import type { GroupViewer } from '../../group-rules';
import { GroupActionButton } from './group-action-button';
import '@/i18n/areas/group';

/** The group's info card: avatar, name, owner, auth, hidden tag, created date, group number, the action. */
export function GroupInfoCard({
  group,
  viewer,
  reload,
}: {
  group: GroupCard;
  viewer: GroupViewer;
  reload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="card flex flex-wrap items-center gap-4 p-4" data-testid="group-info">
      <Avatar src={group.avatar} name={group.name} size={72} />
      <div className="min-w-0 flex-1 basis-56">
        <h1 className="mb-1 text-xl font-semibold break-words" data-testid="group-name">
          {group.name}
        </h1>
        <p className="mb-2 text-sm break-words text-slate-600">{group.brief}</p>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
          <div className="flex gap-1">
            <dt>{t('groupPage.owner')}:</dt>
            <dd className="text-slate-700" data-testid="group-owner">
              {group.owner}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('groupPage.number')}:</dt>
            <dd className="text-slate-700">{group.id}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('groupPage.createdAt')}:</dt>
            <dd className="text-slate-700">{formatDateTime(group.gmtCreate)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">{t('groupPage.form.auth')}</dt>
            <dd className="flex gap-1">
              <GroupAuthTag auth={group.auth} />
              {group.visible ? null : <GroupHiddenTag />}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('groupPage.members')}:</dt>
            <dd className="text-slate-700">{group.memberCount}</dd>
          </div>
        </dl>
      </div>
      <GroupActionButton group={group} viewer={viewer} reload={reload} />
    </section>
  );
}
