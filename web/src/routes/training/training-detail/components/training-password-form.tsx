import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerTraining } from '@/hooks/api/training';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { useTraining } from '../training-context';
import '@/i18n/areas/training';

/** The password form of a private training not entered yet; the server's refusal shows inline. */
export function TrainingPasswordForm() {
  const { t } = useTranslation();
  const { training, reload } = useTraining();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const register = async () => {
    if (!password.trim()) {
      setFailure(null);
      return toast('warning', t('training.enterPassword'));
    }
    setBusy(true);
    try {
      await registerTraining(training.id, password);
      setFailure(null);
      toast('success', t('training.registered'));
      reload();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card p-4">
      <form
        className="flex flex-wrap items-center gap-2 rounded border border-slate-200 bg-slate-50 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void register();
        }}
      >
        <p className="w-full text-sm text-slate-700">{t('training.needsPassword')}</p>
        <input
          type="password"
          data-testid="training-password"
          className="input w-64 max-w-full"
          aria-label={t('training.password')}
          placeholder={t('training.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="training-enter">
          {t('training.enter')}
        </button>
        {failure ? (
          <p className="w-full text-sm text-red-700" role="alert" data-testid="training-password-error">
            {failure}
          </p>
        ) : null}
      </form>
    </section>
  );
}
