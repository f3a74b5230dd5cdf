import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminTrainingFormView } from '@verdict/common';
import { Markdown } from '@/components/common/markdown';
import { PageLoading } from '@/components/ui/spinner';
import type { AdminTrainingForm } from '@/hooks/api/training';
import { useTrainingCategories } from '@/hooks/api/training-category';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { CheckField } from '../../components/check-field';
import { LabelledChoice, LabelledField, LabelledInput } from '../../components/labelled-field';
import { submitHandler } from '../../components/submit-handler';
import { missingTrainingField, TRAINING_RANK_MAX } from '../training-form';
import '@/i18n/areas/training';

const TRAINING_AUTHS = ['Public', 'Private'] as const;

const BLANK: AdminTrainingForm = {
  rank: 1000,
  title: '',
  description: '',
  auth: 'Public',
  privatePwd: '',
  status: true,
  isVip: false,
};

export interface TrainingFormCardProps {
  /** The training edited, or null for a new one. */
  tid: number | null;
  /** The edited training as the server sent it back (undefined while it loads, or for a new one). */
  loaded: { data?: AdminTrainingFormView; error?: unknown };
  /** Sends the form; an ApiError's message is shown above the buttons. */
  onSave: (form: AdminTrainingForm, categoryId: number) => Promise<void>;
  /** After saving, and on Cancel. */
  onDone: () => void;
  /** Where training categories are managed; without it the form only says none exists. */
  categoriesLink?: string;
  /** VIP trainings are a site matter; a group's form leaves the flag out. */
  showVip?: boolean;
  /** The heading's level: a page's own title, or a section inside another page. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * The training form's fields, for the back office and for a group's trainings alike: the caller
 * loads the training and says where it is saved and what happens afterwards.
 */
export function TrainingFormCard({
  tid,
  loaded,
  onSave,
  onDone,
  categoriesLink,
  showVip = true,
  headingLevel: Heading = 'h1',
}: TrainingFormCardProps) {
  const { t } = useTranslation();
  const heading = tid ? t('training.admin.edit') : t('training.admin.create');
  const categories = useTrainingCategories();
  const [form, setForm] = useState<AdminTrainingForm | null>(tid ? null : BLANK);
  const [rankText, setRankText] = useState(String(BLANK.rank));
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!loaded.data) return;
    const { training, trainingCategory } = loaded.data;
    setForm({
      id: training.id,
      rank: training.rank,
      title: training.title,
      description: training.description ?? '',
      auth: training.auth,
      privatePwd: training.privatePwd ?? '',
      status: training.status,
      isVip: training.isVip,
    });
    setRankText(String(training.rank));
    setCategoryId(trainingCategory?.id ?? null);
  }, [loaded.data]);
  if (loaded.error) throw loaded.error;
  if (categories.error && !categories.data) throw categories.error;
  if (!form || !categories.data) return <PageLoading />;
  if (categories.data.length === 0) {
    return (
      <section className="card space-y-3 p-4">
        <Heading className="text-lg font-semibold">{heading}</Heading>
        <div className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="alert">
          <p>{t('training.admin.noCategory')}</p>
          {categoriesLink ? (
            <Link className="btn btn-primary mt-2" to={categoriesLink}>
              {t('training.admin.toCategories')}
            </Link>
          ) : null}
        </div>
      </section>
    );
  }
  const set = (changes: Partial<AdminTrainingForm>) => setForm({ ...form, ...changes });
  const save = async () => {
    const missing = missingTrainingField(form, rankText, categoryId);
    if (missing) {
      const message = t('training.admin.required', { field: t(`training.admin.field.${missing}`) });
      setProblem(message);
      return toast('warning', message);
    }
    setProblem(null);
    setSaving(true);
    try {
      await onSave({ ...form, rank: Number(rankText) }, categoryId as number);
      toast('success', t('admin.saved'));
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="card space-y-4 p-4" noValidate onSubmit={submitHandler(save)}>
      <Heading className="text-lg font-semibold">{heading}</Heading>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput
          label={t('training.admin.field.rank')}
          type="number"
          min={0}
          max={TRAINING_RANK_MAX}
          value={rankText}
          onChange={setRankText}
        />
        <LabelledInput
          label={t('training.admin.field.title')}
          value={form.title}
          onChange={(title) => set({ title })}
        />
      </div>
      <div className="text-sm">
        <div className="mb-1 flex items-center gap-2">
          <label htmlFor="training-description" className="font-medium text-slate-700">
            {t('training.admin.field.description')}
          </label>
          <button type="button" className="btn btn-sm ml-auto" onClick={() => setPreview(!preview)}>
            {preview ? t('training.admin.write') : t('training.admin.preview')}
          </button>
        </div>
        {preview ? (
          <div className="min-h-[160px] rounded border border-slate-200 p-3">
            <Markdown>{form.description}</Markdown>
          </div>
        ) : (
          <textarea
            id="training-description"
            className="input min-h-[200px] font-mono"
            value={form.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField label={t('training.admin.field.category')}>
          <select
            className="input"
            value={categoryId ?? ''}
            onChange={(event) => setCategoryId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('training.admin.pickCategory')}</option>
            {categories.data.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledChoice
          label={t('training.auth')}
          value={form.auth}
          choices={TRAINING_AUTHS}
          choiceLabel={(auth) => t(auth === 'Private' ? 'training.private' : 'training.public')}
          onChange={(auth) => set({ auth })}
        />
        {form.auth === 'Private' ? (
          <LabelledInput
            label={t('training.admin.field.password')}
            autoComplete="off"
            value={form.privatePwd}
            onChange={(privatePwd) => set({ privatePwd })}
          />
        ) : null}
      </div>
      <div className="flex flex-wrap gap-6">
        <CheckField
          label={t('training.visible')}
          checked={form.status}
          onChange={(status) => set({ status })}
        />
        {showVip ? (
          <CheckField label={t('training.vip')} checked={form.isVip} onChange={(isVip) => set({ isVip })} />
        ) : null}
      </div>
      {problem ? (
        <p className="text-sm text-red-700" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t('admin.save')}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
