import { useTranslation } from 'react-i18next';
import type { RemoteRunView } from '@verdict/common';
import { isWebLink } from '@/lib/is-web-link';

/** "Judged on CF · run 123456", the run id linking to the run's page on that judge. */
export function RemoteRunNote({ run }: { run: RemoteRunView }) {
  const { t } = useTranslation();
  const runText = run.runId
    ? t('submission.remoteRunId', { runId: run.runId })
    : t('submission.remoteRunWaiting');
  return (
    <p className="mt-1 text-sm" data-testid="remote-run">
      {t('submission.judgedOn', { oj: run.oj })}
      {' · '}
      {run.runId && isWebLink(run.link) ? (
        <a
          className="font-mono underline hover:no-underline"
          href={run.link}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="remote-run-link"
        >
          {runText}
        </a>
      ) : (
        <span className={run.runId ? 'font-mono' : 'italic'}>{runText}</span>
      )}
    </p>
  );
}
