import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassStudentsResult, ClassView } from '@verdict/common';
import { addClassStudents } from '@/hooks/api/teacher';
import { ApiError } from '@/lib/api-client';
import { submitHandler } from '../../components/submit-handler';
import { TitledCard } from '../../components/titled-card';
import '@/i18n/areas/teacher';

/** The server takes at most this many names at once. */
const MAX_NAMES = 500;

/** One username a line; blank lines and repeats dropped. */
export function usernamesOf(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((line) => line.trim()))].filter(Boolean);
}

const LISTS = [
  { key: 'added', tone: 'text-green-700' },
  { key: 'already', tone: 'text-slate-600' },
  { key: 'unknown', tone: 'text-red-700' },
] as const;

/** "Add students": usernames one per line; answers which were added, already in, or unknown. */
export function AddStudentsForm({ klass, onAdded }: { klass: ClassView; onAdded: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ClassStudentsResult | null>(null);
  const [saving, setSaving] = useState(false);
  const finished = klass.state === 'finished';

  const submit = async () => {
    const usernames = usernamesOf(text);
    if (usernames.length === 0) return setError(t('teacher.add.empty'));
    if (usernames.length > MAX_NAMES) return setError(t('teacher.add.tooMany', { max: MAX_NAMES }));
    setError(null);
    setSaving(true);
    try {
      const answer = await addClassStudents({ id: klass.id, usernames });
      setResult(answer);
      // Only the names that went nowhere stay in the box, to be corrected.
      setText(answer.unknown.join('\n'));
      onAdded();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('teacher.loadFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <TitledCard title={t('teacher.add.title')} titleId="add-students-title">
      {finished ? (
        <p className="mb-2 text-sm text-amber-700" data-testid="class-finished-note">
          {t('teacher.add.finished')}
        </p>
      ) : null}
      <form noValidate onSubmit={submitHandler(submit)}>
        <label className="block text-sm">
          {t('teacher.add.label')}
          <textarea
            className="input mt-1 h-32 font-mono"
            value={text}
            disabled={finished}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        {error ? (
          <p className="mt-1 text-sm text-red-700" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary mt-2" disabled={finished || saving}>
          {t('teacher.add.submit')}
        </button>
      </form>
      {result ? (
        <div className="mt-3 grid gap-2 text-sm sm:grid-cols-3" data-testid="add-result">
          {LISTS.map(({ key, tone }) => (
            <div key={key} data-testid={`add-result-${key}`}>
              <p className={`font-medium ${tone}`}>
                {t(`teacher.add.${key}`, { count: result[key].length })}
              </p>
              <ul className="break-all text-slate-700">
                {result[key].map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
    </TitledCard>
  );
}
