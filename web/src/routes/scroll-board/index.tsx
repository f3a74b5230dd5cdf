import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RequireLogin } from '@/components/common/require-login';
import { PageLoading } from '@/components/ui/spinner';
import { useScrollBoard } from '@/hooks/api/contest';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { medalsFromParams } from './medal-params';
import { ScrollBoard } from './scroll-board';

/**
 * /scrollBoard?cid=&medals[]=gold&medals[]=silver&medals[]=bronze: the contest's
 * resolver, opened by its admins in a window of its own for the award ceremony.
 */
function ScrollBoardPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const cid = Number(params.get('cid'));
  const { data, error } = useScrollBoard(Number.isInteger(cid) && cid > 0 ? cid : null);
  useDocumentTitle(data ? `${data.contest.title} · ${t('scrollBoard.title')}` : t('scrollBoard.title'));
  if (error) throw error;
  if (!Number.isInteger(cid) || cid <= 0) return <p className="p-8">{t('scrollBoard.noContest')}</p>;
  if (!data) return <PageLoading />;
  const medals = medalsFromParams(params, data.teams.filter((team) => !team.star).length);
  return <ScrollBoard snapshot={data} medals={medals} />;
}

export default function ScrollBoardRoute() {
  return (
    <RequireLogin>
      <ScrollBoardPage />
    </RequireLogin>
  );
}
