import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContestAuth, ContestStatus } from '@verdict/common';
import { Markdown } from '@/components/common/markdown';
import { confirmAction } from '@/components/ui/confirm';
import { registerContest, startContest } from '@/hooks/api/contest';
import { ApiError } from '@/lib/api-client';
import { formatDuration } from '@/lib/contest-time';
import { toast } from '@/stores/ui';
import { useContest } from './contest-context';

/** The contest overview: the password form when one is needed, the description, the start button. */
export default function OverviewTab() {
  const { t } = useTranslation();
  const { contest, status, hasAccess, isContestAdmin, reload } = useContest();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const needsPassword = contest.auth !== ContestAuth.PUBLIC && !hasAccess && status !== ContestStatus.ENDED;
  const canStart =
    contest.timeLimit > 0 &&
    status === ContestStatus.RUNNING &&
    !contest.beginTime &&
    hasAccess &&
    !isContestAdmin;

  const register = async () => {
    if (!password.trim()) return toast('warning', t('contest.enterPassword'));
    setBusy(true);
    try {
      await registerContest(contest.id, password);
      toast('success', t('contest.registered'));
      reload();
    } catch (error) {
      if (error instanceof ApiError) toast('error', error.message);
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    if (!(await confirmAction(t('contest.startConfirm', { time: formatDuration(contest.timeLimit) }))))
      return;
    await startContest(contest.id);
    reload();
  };

  return (
    <section className="card space-y-4 p-4">
      {needsPassword ? (
        <form
          className="flex flex-wrap items-center gap-2 rounded border border-slate-200 bg-slate-50 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            void register();
          }}
        >
          <p className="w-full text-sm text-slate-700">
            {contest.auth === ContestAuth.PRIVATE ? t('contest.needsPassword') : t('contest.protectedHint')}
          </p>
          <input
            type="password"
            className="input w-64"
            aria-label={t('contest.password')}
            placeholder={t('contest.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('contest.register')}
          </button>
        </form>
      ) : null}
      {contest.timeLimit > 0 ? (
        <p className="text-sm text-slate-700">
          {t('contest.startHint', { time: formatDuration(contest.timeLimit) })}
        </p>
      ) : null}
      {canStart ? (
        <button type="button" className="btn btn-primary" onClick={() => void start()}>
          {t('contest.start')}
        </button>
      ) : null}
      {status === ContestStatus.SCHEDULED ? (
        <p className="text-slate-600">{t('contest.notStartedBody')}</p>
      ) : null}
      <Markdown>{contest.description}</Markdown>
    </section>
  );
}
