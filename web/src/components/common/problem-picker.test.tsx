import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pickProblem, stubResizeObserver } from '@/test/pick-problem';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { ProblemPicker, type PickableProblem } from './problem-picker';

const PROBLEMS: PickableProblem[] = [
  { id: 1, problemId: 'P1000', title: 'A + B' },
  { id: 2, problemId: 'P1001', title: 'Graphs' },
  { id: 3, problemId: 'P1002', title: 'More graphs' },
];

/** The picker over a fixed list, searched as the server does: by id or title. */
function Harness({ onPicked, failed = false }: { onPicked: (id: number | null) => void; failed?: boolean }) {
  const [keyword, setKeyword] = useState<string | null>(null);
  const [value, setValue] = useState<PickableProblem | null>(null);
  const matches =
    keyword === null
      ? PROBLEMS
      : PROBLEMS.filter((problem) =>
          `${problem.problemId} ${problem.title}`.toLowerCase().includes(keyword.toLowerCase()),
        );
  return (
    <ProblemPicker
      label="Problem"
      value={value}
      onChange={(problem) => {
        setValue(problem);
        onPicked(problem?.id ?? null);
      }}
      onSearch={setKeyword}
      matches={failed ? undefined : matches}
      failed={failed}
    />
  );
}

resetBetweenTests();

describe('ProblemPicker', () => {
  it('offers the problems matching what was typed and picks one with the arrow keys and Enter', async () => {
    stubResizeObserver();
    let picked: number | null = null;
    render(<Harness onPicked={(id) => (picked = id)} />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Problem' });
    fireEvent.change(box, { target: { value: 'graphs' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'P1001 Graphs',
        'P1002 More graphs',
      ]),
    );
    await pickProblem('Problem', 'graphs', 'P1002 More graphs');
    expect(picked).toBe(3);
    expect(box.value).toBe('P1002 More graphs');
  });

  it('says when nothing matches, and when the problems could not be loaded', async () => {
    const { rerender } = render(<Harness onPicked={() => undefined} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Problem' }), { target: { value: 'zzz' } });
    expect((await screen.findByRole('status')).textContent).toBe('No problem matches');
    rerender(<Harness onPicked={() => undefined} failed />);
    expect((await screen.findByRole('status')).textContent).toBe('The problems could not be loaded');
  });
});
