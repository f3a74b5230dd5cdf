import { useTranslation } from 'react-i18next';
import { RankType, type RankTypeValue } from '@verdict/common';
import { useGroupRank } from '@/hooks/api/group-contest';
import { RankResults } from '@/routes/rank/user-rank/components/rank-results';
import { RankSearchForm } from '@/routes/rank/user-rank/components/rank-search-form';
import type { StatusPath } from '@/routes/rank/user-rank/components/rank-table';
import { useRankAddress } from '@/routes/rank/user-rank/use-rank-address';
import { useGroup } from '../group-context';
import { RankTypeSwitch } from './rank-type-switch';
import '@/i18n/areas/group-contest';
import '@/i18n/areas/rank';

const typeOf = (value: string | null): RankTypeValue =>
  Number(value) === RankType.OI ? RankType.OI : RankType.ACM;

/**
 * The group's members ranked: ACM or OI, over a period, searchable, paged; the state
 * lives in the address (`?type&period&searchUser&currentPage&limit`) as on the site's rank pages.
 */
export default function GroupRankTab() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const { params, state, update } = useRankAddress();
  const type = typeOf(params.get('type'));
  const rank = useGroupRank({ gid: group.id, type, ...state });
  const statusPath: StatusPath = (username, acceptedOnly) =>
    `/group/${group.id}/status?username=${encodeURIComponent(username)}${acceptedOnly ? '&status=0' : ''}`;

  return (
    <section className="card p-3 sm:p-4" data-testid="group-rank">
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto font-semibold">{t('groupContest.rank.title')}</h2>
        <RankTypeSwitch value={type} onChange={(next) => update({ type: next })} />
        <RankSearchForm
          initial={state.searchUser}
          onSearch={(searchUser) => update({ searchUser })}
          className="w-full sm:w-auto"
          inputClassName="input w-full sm:w-64"
        />
      </header>
      <RankResults type={type} state={state} update={update} rank={rank} statusPath={statusPath} />
    </section>
  );
}
