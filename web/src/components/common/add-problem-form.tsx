import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { ProblemPicker, type PickableProblem, type ProblemPickerProps } from './problem-picker';

export interface AddProblemFormProps extends Pick<
  ProblemPickerProps,
  'label' | 'onSearch' | 'matches' | 'failed' | 'testId'
> {
  /** Ask for the display id too, proposing `suggestion` until the admin types one. */
  displayId?: { label: string; suggestion: string };
  /** Adds the problem; a refusal (ApiError) is shown under the form, once. */
  onAdd: (problem: PickableProblem, displayId: string) => Promise<unknown>;
}

/**
 * Adds a problem found by its id or title (the picker) to a contest or training: one message per
 * refusal, under the form, gone with the next success or change.
 */
export function AddProblemForm({ displayId, onAdd, ...picker }: AddProblemFormProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PickableProblem | null>(null);
  // Null until typed: the suggestion (the next free letter) shows meanwhile.
  const [typedDisplayId, setTypedDisplayId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped by each addition: the picker starts empty again.
  const [added, setAdded] = useState(0);
  const shownDisplayId = typedDisplayId ?? displayId?.suggestion ?? '';
  const add = async () => {
    if (!picked) return setFailure(t('problemPicker.pickFirst'));
    if (displayId && !shownDisplayId.trim()) return setFailure(t('problemPicker.displayIdRequired'));
    setBusy(true);
    try {
      await onAdd(picked, shownDisplayId.trim());
      setFailure(null);
      setPicked(null);
      setTypedDisplayId(null);
      setAdded((count) => count + 1);
      picker.onSearch('');
      toast('success', t('problemPicker.added', { id: picked.problemId }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
    } finally {
      setBusy(false);
    }
  };
  const failureId = useId();
  const part = (name: string) => (picker.testId ? `${picker.testId}-${name}` : undefined);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <ProblemPicker
        key={added}
        {...picker}
        value={picked}
        onChange={(problem) => {
          setPicked(problem);
          setFailure(null);
        }}
      />
      {displayId ? (
        <label className="text-sm">
          <span className="block">{displayId.label}</span>
          <input
            className="input w-24"
            data-testid={part('display-id')}
            value={shownDisplayId}
            aria-describedby={failure ? failureId : undefined}
            onChange={(event) => {
              setTypedDisplayId(event.target.value);
              setFailure(null);
            }}
          />
        </label>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid={part('add')}>
        {t('admin.addProblem')}
      </button>
      {failure ? (
        <p id={failureId} className="w-full text-sm text-red-700" role="alert" data-testid={part('failure')}>
          {failure}
        </p>
      ) : null}
    </form>
  );
}
