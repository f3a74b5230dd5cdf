import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROBLEM_LIMIT_CAPS, ProblemType } from '@verdict/common';
import { createContestProblem } from '@/hooks/api/contest';
import { useLanguages } from '@/hooks/api/problem';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';

interface CaseDraft {
  input: string;
  output: string;
  score: string;
}

const emptyCase = (): CaseDraft => ({ input: '', output: '', score: '10' });

/**
 * A problem made inside the contest (HOJ's contest-only problem, auth 3): the statement, limits and
 * test cases typed in; every language the judge offers. The full problem form is the problem admin's.
 */
export function ContestProblemCreateForm({
  cid,
  oi,
  onCreated,
}: {
  cid: number;
  /** The contest is scored (OI/IOI): the problem is too, with a score per case. */
  oi: boolean;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const { data: languages } = useLanguages();
  const [displayId, setDisplayId] = useState('');
  const [title, setTitle] = useState('');
  const [timeLimit, setTimeLimit] = useState('1000');
  const [memoryLimit, setMemoryLimit] = useState('256');
  const [description, setDescription] = useState('');
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [cases, setCases] = useState<CaseDraft[]>([emptyCase()]);
  const [saving, setSaving] = useState(false);

  const setCase = (index: number, change: Partial<CaseDraft>) =>
    setCases(cases.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const create = async () => {
    setSaving(true);
    try {
      await createContestProblem({
        cid,
        displayId: displayId.trim(),
        problem: {
          title: title.trim(),
          type: oi ? ProblemType.OI : ProblemType.ACM,
          timeLimit: Number(timeLimit),
          memoryLimit: Number(memoryLimit),
          description,
          input,
          output,
        },
        samples: cases.map((item) => ({
          input: item.input,
          output: item.output,
          ...(oi ? { score: Number(item.score) } : {}),
        })),
        isUploadTestCase: false,
        languages: (languages ?? []).map((language) => ({ name: language.name })),
      });
      toast('success', t('admin.problemCreated', { id: displayId.trim() }));
      onCreated();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="space-y-3 border-t border-slate-200 pt-3"
      data-testid="contest-problem-create"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <div className="flex flex-wrap gap-2">
        <label className="text-sm">
          <span className="block">{t('admin.displayId')}</span>
          <input
            className="input w-20"
            required
            value={displayId}
            onChange={(event) => setDisplayId(event.target.value)}
          />
        </label>
        <label className="grow text-sm">
          <span className="block">{t('admin.problemTitle')}</span>
          <input
            className="input w-full"
            required
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        <label className="text-sm">
          <span className="block">{t('admin.timeLimit')}</span>
          <input
            className="input w-24"
            type="number"
            min={1}
            max={PROBLEM_LIMIT_CAPS.timeLimitMs}
            required
            value={timeLimit}
            onChange={(event) => setTimeLimit(event.target.value)}
          />
        </label>
        <label className="text-sm">
          <span className="block">{t('admin.memoryLimit')}</span>
          <input
            className="input w-24"
            type="number"
            min={1}
            max={PROBLEM_LIMIT_CAPS.memoryLimitMb}
            required
            value={memoryLimit}
            onChange={(event) => setMemoryLimit(event.target.value)}
          />
        </label>
      </div>
      {(
        [
          ['admin.problemDescription', description, setDescription],
          ['admin.problemInput', input, setInput],
          ['admin.problemOutput', output, setOutput],
        ] as const
      ).map(([label, value, setValue]) => (
        <label key={label} className="block text-sm">
          <span className="block">{t(label)}</span>
          <textarea
            className="input h-20 w-full font-mono"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
      ))}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('admin.testCases')}</legend>
        {cases.map((item, index) => (
          <div key={index} className="flex flex-wrap items-start gap-2">
            <span className="w-6 pt-2 text-right text-xs text-slate-500">{index + 1}</span>
            <textarea
              className="input h-16 grow font-mono"
              aria-label={t('admin.caseInput', { n: index + 1 })}
              value={item.input}
              onChange={(event) => setCase(index, { input: event.target.value })}
            />
            <textarea
              className="input h-16 grow font-mono"
              aria-label={t('admin.caseOutput', { n: index + 1 })}
              required
              value={item.output}
              onChange={(event) => setCase(index, { output: event.target.value })}
            />
            {oi ? (
              <input
                className="input w-20"
                type="number"
                min={0}
                aria-label={t('admin.caseScore', { n: index + 1 })}
                value={item.score}
                onChange={(event) => setCase(index, { score: event.target.value })}
              />
            ) : null}
            <button
              type="button"
              className="btn btn-sm"
              disabled={cases.length === 1}
              onClick={() => setCases(cases.filter((_, i) => i !== index))}
            >
              {t('admin.remove')}
            </button>
          </div>
        ))}
        <button type="button" className="btn btn-sm" onClick={() => setCases([...cases, emptyCase()])}>
          {t('admin.addCase')}
        </button>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={saving || !languages}>
        {t('admin.createProblem')}
      </button>
    </form>
  );
}
