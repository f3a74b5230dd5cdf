import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultMedalCounts, type MedalCounts } from '@verdict/common';
import { PageLoading } from '@/components/ui/spinner';
import { useScrollBoard } from '@/hooks/api/contest';
import { scrollBoardUrl } from '@/routes/scroll-board/medal-params';
import { useContest } from './contest-context';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

/**
 * /contest/:id/scroll-board (contest admins): the medal counts — 10/20/30 % of the ranked
 * participants unless changed — and the button that opens the resolver in a new window.
 */
export default function ScrollBoardTab() {
  const { t } = useTranslation();
  const { contest } = useContest();
  const { data, error } = useScrollBoard(contest.id);
  const [edited, setEdited] = useState<Partial<MedalCounts>>({});
  if (error) throw error;
  if (!data) return <PageLoading />;
  const ranked = data.teams.filter((team) => !team.star).length;
  const medals = { ...defaultMedalCounts(ranked), ...edited };
  return (
    <section className="card space-y-4 p-4">
      <p className="text-sm text-slate-600">{t('scrollBoard.about', { count: ranked })}</p>
      <div className="flex flex-wrap gap-4">
        {MEDALS.map((medal) => (
          <label key={medal} className="flex flex-col gap-1 text-sm">
            {t(`scrollBoard.${medal}`)}
            <input
              className="input w-28"
              type="number"
              min={0}
              max={ranked}
              value={medals[medal]}
              onChange={(event) =>
                setEdited((counts) => ({
                  ...counts,
                  [medal]: Math.max(0, Math.floor(Number(event.target.value))),
                }))
              }
            />
          </label>
        ))}
      </div>
      <a className="btn btn-primary" href={scrollBoardUrl(contest.id, medals)} target="_blank" rel="noopener">
        {t('scrollBoard.open')}
      </a>
    </section>
  );
}
