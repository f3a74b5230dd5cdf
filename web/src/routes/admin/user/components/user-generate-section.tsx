import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { GeneratedUsers } from '@verdict/common';
import { downloadGeneratedUsers, generateUsers, type GenerateUsersForm } from '@/hooks/api/admin-user';
import { saveBlob } from '@/lib/save-blob';
import { matchPath } from '@/lib/swr-keys';
import { toast } from '@/stores/ui';

const START: GenerateUsersForm = {
  prefix: '',
  suffix: '',
  number_from: 1,
  number_to: 10,
  password_length: 8,
};

/** The first rule the form breaks, as a message key, or null. */
function formProblem(form: GenerateUsersForm): string | null {
  if (!Number.isInteger(form.number_from)) return 'adminUsers.startRequired';
  if (!Number.isInteger(form.number_to) || form.number_to < form.number_from)
    return 'adminUsers.endBeforeStart';
  if (!Number.isInteger(form.password_length) || form.password_length < 6 || form.password_length > 25)
    return 'adminUsers.generatedPasswordLength';
  return null;
}

/** Generates numbered accounts; their passwords can be downloaded as a spreadsheet for a while. */
export function UserGenerateSection() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState(START);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<GeneratedUsers | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<GenerateUsersForm>) => setForm((prev) => ({ ...prev, ...patch }));
  const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

  const generate = async () => {
    const local = formProblem(form);
    setProblem(local ? t(local) : null);
    if (local) return;
    setBusy(true);
    try {
      const made = await generateUsers(form);
      setResult(made);
      toast('success', t('adminUsers.generated', { count: made.count }));
      void mutate(matchPath('/api/admin/user/get-user-list'));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const download = async (key: string) => {
    const { blob, filename } = await downloadGeneratedUsers(key);
    saveBlob(blob, filename ?? 'users.xlsx');
  };

  const field = 'block text-sm';
  const example = `${form.prefix}${Number.isNaN(form.number_from) ? '' : form.number_from}${form.suffix}`;
  return (
    <section className="card p-4" aria-labelledby="admin-users-generate">
      <h2 id="admin-users-generate" className="mb-3 font-semibold">
        {t('adminUsers.generateTitle')}
      </h2>
      <form
        noValidate
        className="grid max-w-3xl gap-3 sm:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}
      >
        <label className={field}>
          {t('adminUsers.prefix')}
          <input
            className="input mt-1"
            value={form.prefix}
            onChange={(e) => set({ prefix: e.target.value })}
          />
        </label>
        <label className={field}>
          {t('adminUsers.suffix')}
          <input
            className="input mt-1"
            value={form.suffix}
            onChange={(e) => set({ suffix: e.target.value })}
          />
        </label>
        <label className={field}>
          {t('adminUsers.numberFrom')}
          <input
            className="input mt-1"
            type="number"
            min={0}
            value={Number.isNaN(form.number_from) ? '' : form.number_from}
            onChange={(e) => set({ number_from: number(e.target.value) })}
          />
        </label>
        <label className={field}>
          {t('adminUsers.numberTo')}
          <input
            className="input mt-1"
            type="number"
            min={0}
            value={Number.isNaN(form.number_to) ? '' : form.number_to}
            onChange={(e) => set({ number_to: number(e.target.value) })}
          />
        </label>
        <label className={field}>
          {t('adminUsers.passwordLengthLabel')}
          <input
            className="input mt-1"
            type="number"
            min={6}
            max={25}
            value={Number.isNaN(form.password_length) ? '' : form.password_length}
            onChange={(e) => set({ password_length: number(e.target.value) })}
          />
        </label>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-5">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('adminUsers.generateButton')}
          </button>
          <span className="text-sm text-slate-500">{t('adminUsers.generateExample', { example })}</span>
        </div>
      </form>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {result ? (
        <p className="mt-3 text-sm" data-testid="generated-users">
          {t('adminUsers.generatedReady', {
            count: result.count,
            minutes: Math.round(result.expiresIn / 60),
          })}{' '}
          <button
            type="button"
            className="text-blue-700 underline"
            onClick={() => void download(result.key).catch(() => undefined)}
          >
            {t('adminUsers.downloadSheet')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
