import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { newProblemDraft } from '../problem-draft';
import { ProblemForm } from './problem-form';

afterEach(cleanup);

const filled = () => ({
  ...newProblemDraft(['C++']),
  problemId: 'P9',
  title: 'A + B',
  cases: [{ input: '1 2\n', output: '3\n', score: '', groupNum: '1' }],
});

describe('ProblemForm', () => {
  it('shows each field its spec message and sends nothing until they are fixed', () => {
    changeLocale('en-US');
    const onSave = vi.fn(() => Promise.resolve());
    render(<ProblemForm initial={newProblemDraft([])} submitLabel="Save" onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('error-problemId').textContent).toBe('The problem ID is required');
    expect(screen.getByTestId('error-title').textContent).toBe('Title is required');
    expect(screen.getByTestId('error-languages').textContent).toBe('Please select at least one language');
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'A + B' } });
    expect(screen.queryByTestId('error-title')).toBeNull();
    // A site problem may be VIP only (a group's form leaves the switch out).
    expect(screen.getByLabelText('VIP only')).toBeTruthy();
  });

  it('inside a contest asks for no problem ID and offers only "contest only"', () => {
    changeLocale('en-US');
    render(
      <ProblemForm
        initial={{ ...filled(), problemId: '', auth: 3 }}
        inContest
        submitLabel="Save"
        onSave={vi.fn()}
      />,
    );
    expect(screen.queryByLabelText('Problem ID')).toBeNull();
    const visibility = screen.getByLabelText('Visibility');
    expect([...visibility.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Contest only']);
  });

  it("sends HOJ's ProblemDTO and shows the server's refusal under the form", async () => {
    changeLocale('en-US');
    const onSave = vi.fn(() =>
      Promise.reject(new ApiError('business', 'The problem ID P9 already exists', 400)),
    );
    render(<ProblemForm initial={filled()} submitLabel="Save" onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('server-error').textContent).toBe('The problem ID P9 already exists'),
    );
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        problem: expect.objectContaining({ problemId: 'P9', title: 'A + B' }),
        samples: [{ input: '1 2\n', output: '3\n' }],
        isUploadTestCase: false,
        languages: [{ name: 'C++' }],
      }),
    );
  });
});
