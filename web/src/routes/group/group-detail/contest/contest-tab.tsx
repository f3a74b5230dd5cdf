import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ContestAnnouncements } from '@/routes/admin/contest/contest-announcements-page';
import { ContestForm } from '@/routes/admin/contest/contest-form-page';
import { ContestProblems } from '@/routes/admin/contest/contest-problems-page';
import { matchPath } from '@/lib/swr-keys';
import { useGroup } from '../group-context';
import { AddGroupProblemForm } from './components/add-group-problem-form';
import { GroupContestAdminTable, type ContestSection } from './components/group-contest-admin-table';
import { GroupContestList } from './components/group-contest-list';
import { groupContestApi } from './group-contest-api';
import '@/i18n/areas/group-contest';

const cidOf = (value: string | null) => {
  const cid = Number(value);
  return Number.isInteger(cid) && cid > 0 ? cid : null;
};

function BackTo({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <button type="button" className="btn btn-sm" data-testid="group-contest-back" onClick={onBack}>
        ← {t('groupContest.contest.back')}
      </button>
      {children}
    </div>
  );
}

/**
 * The group's contests for members; group admins also manage them. The form, the problems and
 * the announcements open inside the tab (`?create=1`, `?edit=<cid>`, `?problems=<cid>`,
 * `?announcements=<cid>`) so the group's header stays. The server decides who may change a
 * contest; the table only offers it to the group's roots and the contest's author.
 */
export default function GroupContestTab() {
  const { group, isAdmin } = useGroup();
  const [params, setParams] = useSearchParams();
  const { mutate } = useSWRConfig();
  const api = useMemo(() => groupContestApi(group.id), [group.id]);
  const show = (key: 'create' | ContestSection | null, value = '1') => setParams(key ? { [key]: value } : {});
  const back = () => show(null);
  const refreshLists = () => {
    void mutate(matchPath('/api/group/get-contest-list'));
    void mutate(matchPath('/api/group/get-admin-contest-list'));
  };
  const done = () => {
    refreshLists();
    back();
  };
  const editing = cidOf(params.get('edit'));
  const problems = cidOf(params.get('problems'));
  const announcements = cidOf(params.get('announcements'));

  if (isAdmin && (params.get('create') || editing)) {
    return (
      <BackTo onBack={back}>
        <ContestForm key={editing ?? 'new'} cid={editing} api={api} onDone={done} />
      </BackTo>
    );
  }
  if (isAdmin && problems) {
    return (
      <BackTo onBack={back}>
        <ContestProblems
          cid={problems}
          api={api}
          moreAdding={(refresh, displayIds) => (
            <AddGroupProblemForm gid={group.id} cid={problems} displayIds={displayIds} onAdded={refresh} />
          )}
        />
      </BackTo>
    );
  }
  if (isAdmin && announcements) {
    return (
      <BackTo onBack={back}>
        <ContestAnnouncements cid={announcements} api={api} />
      </BackTo>
    );
  }
  return (
    <div className="space-y-3">
      <GroupContestList gid={group.id} />
      {isAdmin ? (
        <GroupContestAdminTable
          onCreate={() => show('create')}
          onOpen={(section, cid) => show(section, String(cid))}
          onChanged={refreshLists}
        />
      ) : null}
    </div>
  );
}
