import { useTranslation } from 'react-i18next';
import { remoteOrigin } from '@/lib/remote-origin';
import type { Problem } from '@/types/problem';

/** "From CF — submissions are judged there" on a remote problem, linking to its page on that judge. */
export function RemoteSourceNote({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  if (!problem.isRemote) return null;
  const { judge, href } = remoteOrigin(problem);
  const from = judge ? t('problem.fromJudge', { judge }) : t('problem.fromOtherJudge');
  return (
    <p className="mt-1 text-sm text-slate-600" data-testid="remote-source">
      {href ? (
        <a
          className="text-blue-600 hover:underline"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="remote-source-link"
        >
          {from}
        </a>
      ) : (
        <span>{from}</span>
      )}
      {' · '}
      {t('problem.judgedThere')}
    </p>
  );
}
