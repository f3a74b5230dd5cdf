import { useTranslation } from 'react-i18next';
import { RankType, type RankTypeValue } from '@verdict/common';
import { useUserRank } from '@/hooks/api/rank';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RankResults } from './components/rank-results';
import { RankSearchForm } from './components/rank-search-form';
import { useRankAddress } from './use-rank-address';
import '@/i18n/areas/rank';

/** The user rank pages (`/acm-rank`, `/oi-rank`): period, search, top-10 chart, table. */
export function UserRankPage({ type }: { type: RankTypeValue }) {
  const { t } = useTranslation();
  const title = t(type === RankType.OI ? 'userRank.oiTitle' : 'userRank.acmTitle');
  useDocumentTitle(title);
  const { state, update } = useRankAddress();
  const rank = useUserRank({ type, ...state });

  return (
    <section className="card p-3 sm:p-4">
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-semibold">{title}</h1>
        <RankSearchForm initial={state.searchUser} onSearch={(searchUser) => update({ searchUser })} />
      </header>
      <RankResults type={type} state={state} update={update} rank={rank} />
    </section>
  );
}
