import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router-dom';
import { RequireLogin } from '@/components/common/require-login';
import { PageLoading } from '@/components/ui/spinner';
import { useGroupAuth, useGroupDetail } from '@/hooks/api/group';
import { useWebsiteConfig } from '@/hooks/api/website';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useAbilities, useSession } from '@/stores/session';
import { groupRoles, type GroupViewer } from '../group-rules';
import { GroupInfoCard } from './components/group-info-card';
import type { GroupOutlet } from './group-context';
import '@/i18n/areas/group';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `shrink-0 rounded px-3 py-1.5 text-sm ${isActive ? 'bg-blue-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`;

function GroupShell({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { isSuperAdmin } = useAbilities();
  const detail = useGroupDetail(gid);
  const auth = useGroupAuth(gid);
  const openDiscussion = useWebsiteConfig().openGroupDiscussion === true;
  useDocumentTitle(detail.data?.name ?? t('groupPage.title'));
  const { mutate: mutateDetail } = detail;
  const { mutate: mutateAuth } = auth;
  const reload = useCallback(() => {
    void mutateDetail();
    void mutateAuth();
  }, [mutateDetail, mutateAuth]);
  if (gid <= 0) throw new ApiError('not-found', t('error.notFound'), 404);
  if (detail.error) throw detail.error;
  if (auth.error) throw auth.error;
  const group = detail.data;
  if (!group || auth.data === undefined) return <PageLoading />;
  const viewer: GroupViewer = {
    uid: user?.uid ?? null,
    auth: auth.data,
    isOwner: Boolean(user && user.uid === group.uid),
    isSuperAdmin,
  };
  const roles = groupRoles(viewer);
  const outlet: GroupOutlet = { group, viewer, reload, ...roles };
  const tabs = [
    { to: '', label: t('groupPage.tab.home'), end: true },
    { to: 'announcement', label: t('groupPage.tab.announcement') },
    { to: 'problem', label: t('groupPage.tab.problem') },
    { to: 'training', label: t('groupPage.tab.training') },
    { to: 'homework', label: t('groupPage.tab.homework') },
    { to: 'contest', label: t('groupPage.tab.contest') },
    { to: 'status', label: t('groupPage.tab.status') },
    ...(openDiscussion ? [{ to: 'discussion', label: t('groupPage.tab.discussion') }] : []),
    { to: 'member', label: t('groupPage.tab.member') },
    { to: 'rank', label: t('groupPage.tab.rank') },
    ...(roles.isRoot ? [{ to: 'setting', label: t('groupPage.tab.setting') }] : []),
  ];

  return (
    <div className="space-y-3">
      <GroupInfoCard group={group} viewer={viewer} reload={reload} />
      {roles.isMember ? (
        <>
          <nav
            className="card flex gap-1 overflow-x-auto p-2 md:flex-wrap"
            aria-label={group.name}
            data-testid="group-tabs"
          >
            {tabs.map((tab) => (
              <NavLink key={tab.to} to={tab.to} end={tab.end} className={tabClass}>
                {tab.label}
              </NavLink>
            ))}
          </nav>
          <Outlet context={outlet} />
        </>
      ) : (
        <p className="card p-6 text-center text-sm text-slate-600" data-testid="group-outsider">
          {t('groupPage.outsider')}
        </p>
      )}
    </div>
  );
}

/** /group/:groupID — login required. */
export default function GroupLayout() {
  const { groupID } = useParams();
  const gid = Number(groupID);
  return (
    <RequireLogin>
      <GroupShell gid={Number.isInteger(gid) && gid > 0 ? gid : 0} />
    </RequireLogin>
  );
}
