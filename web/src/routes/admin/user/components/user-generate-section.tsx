import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { GeneratedUsers } from '@verdict/common';
import { downloadGeneratedUsers, generateUsers, type GenerateUsersForm } from '@/hooks/api/admin-user';
import { saveBlob } from '@/lib/save-blob';
import { matchPath } from '@/lib/swr-keys';
import { toast } from '@/stores/ui';
import { bindText } from '../../components/bind-text';
import { LabelledInput } from '../../components/labelled-field';
import { submitHandler } from '../../components/submit-handler';
import { TitledCard } from '../../components/titled-card';

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
  const text = bindText(form, set);
  /** A number box: empty while the field holds no number (NaN), and emptied back to NaN. */
  const count = (field: 'number_from' | 'number_to' | 'password_length') => ({
    value: Number.isNaN(form[field]) ? '' : form[field],
    onChange: (value: string) => set({ [field]: value.trim() === '' ? Number.NaN : Number(value) }),
  });

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

  const example = `${form.prefix}${Number.isNaN(form.number_from) ? '' : form.number_from}${form.suffix}`;
  return (
    <TitledCard
      title={t('adminUsers.generateTitle')}
      titleId="admin-users-generate"
      titleClassName="mb-3 font-semibold"
    >
      <form noValidate className="grid max-w-3xl gap-3 sm:grid-cols-5" onSubmit={submitHandler(generate)}>
        <LabelledInput plain label={t('adminUsers.prefix')} {...text('prefix')} />
        <LabelledInput plain label={t('adminUsers.suffix')} {...text('suffix')} />
        <LabelledInput
          plain
          label={t('adminUsers.numberFrom')}
          type="number"
          min={0}
          {...count('number_from')}
        />
        <LabelledInput plain label={t('adminUsers.numberTo')} type="number" min={0} {...count('number_to')} />
        <LabelledInput
          plain
          label={t('adminUsers.passwordLengthLabel')}
          type="number"
          min={6}
          max={25}
          {...count('password_length')}
        />
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
    </TitledCard>
  );
}
