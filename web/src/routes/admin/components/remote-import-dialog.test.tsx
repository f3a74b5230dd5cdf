import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { RemoteAccountView } from '@verdict/common';
import { importRemoteProblem } from '@/hooks/api/remote-judge';
import { toastStore } from '@/stores/ui';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { callsTo, stubApi, type Answer } from '@/test/stub-api';
import { importableJudges, RemoteImportButton } from './remote-import-dialog';

const ACCOUNTS = '/api/admin/remote-judge/accounts';
const IMPORT = '/api/admin/problem/import-remote-oj-problem';

const account = (id: number, oj: string, enabled = true): RemoteAccountView => ({
  id,
  oj,
  kind: 'hoj',
  baseUrl: 'https://oj.example.edu',
  username: `bot${id}`,
  enabled,
  nextSubmitAt: null,
  lastError: null,
  gmtCreate: '2026-01-01T00:00:00Z',
});

function renderButton(roles: string[], routes: Record<string, Answer>) {
  signIn('admin', roles);
  const calls = stubApi(routes);
  const onImported = vi.fn();
  renderRoutes(
    '/admin/problems',
    <>
      <Route
        path="/admin/problems"
        element={<RemoteImportButton importProblem={importRemoteProblem} onImported={onImported} />}
      />
      <Route path="/admin/remote-judge" element={<p>accounts page</p>} />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Import from another judge' }));
  return { calls, onImported };
}

const dialog = () => screen.getByRole('dialog');

resetBetweenTests();

describe('importableJudges', () => {
  it('offers each judge with an enabled account once, by name', () => {
    expect(
      importableJudges([account(1, 'SCPC'), account(2, 'CF'), account(3, 'CF'), account(4, 'AC', false)]),
    ).toEqual(['CF', 'SCPC']);
  });
});

describe('RemoteImportButton', () => {
  it('sends an admin of an empty pool to add an account first', async () => {
    renderButton(['admin'], { [ACCOUNTS]: [account(1, 'AC', false)] });
    const note = await screen.findByTestId('remote-import-no-account');
    expect(note.textContent).toMatch(/^There is no judge to import from yet: add an account/);
    fireEvent.click(within(note).getByRole('link', { name: 'Remote judge accounts' }));
    await screen.findByText('accounts page');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("imports the chosen judge's problem, says under which id, and reloads the list", async () => {
    const { calls, onImported } = renderButton(['root'], {
      [ACCOUNTS]: [account(1, 'SCPC'), account(2, 'CF')],
      [IMPORT]: null,
    });
    const judge = (await within(dialog()).findByLabelText('Judge')) as HTMLSelectElement;
    expect([...judge.options].map((option) => option.value)).toEqual(['CF', 'SCPC']);
    expect(judge.value).toBe('CF');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Import' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe('The problem ID is required');
    const problemId = within(dialog()).getByLabelText('Problem ID on that judge');
    fireEvent.change(problemId, { target: { value: '1000 A' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Import' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'The problem ID may only contain letters, digits, "-" and "_"',
    );
    expect(callsTo(calls, 'GET', IMPORT)).toEqual([]);

    fireEvent.change(problemId, { target: { value: '1000a' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = callsTo(calls, 'GET', IMPORT)[0]?.url.searchParams;
    expect([sent?.get('name'), sent?.get('problemId')]).toEqual(['CF', '1000a']);
    expect(toastStore.get().at(-1)?.text).toBe('Imported as CF-1000A');
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it("shows the remote's refusal in the dialog", async () => {
    renderButton(['root'], {
      [ACCOUNTS]: [account(2, 'CF')],
      [IMPORT]: { fail: 400, msg: 'Importing CF-99Z failed: no such problem' },
    });
    fireEvent.change(await within(dialog()).findByLabelText('Problem ID on that judge'), {
      target: { value: '99Z' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Import' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'Importing CF-99Z failed: no such problem',
    );
  });

  it('lets a problem admin, who may not read the pool, type the judge', async () => {
    const { calls } = renderButton(['problem_admin'], { [IMPORT]: null });
    fireEvent.change(within(dialog()).getByLabelText('Judge'), { target: { value: 'gym' } });
    fireEvent.change(within(dialog()).getByLabelText('Problem ID on that judge'), {
      target: { value: '102000B' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(callsTo(calls, 'GET', IMPORT)).toHaveLength(1));
    expect(callsTo(calls, 'GET', IMPORT)[0]?.url.searchParams.get('name')).toBe('GYM');
    expect(callsTo(calls, 'GET', ACCOUNTS)).toEqual([]);
  });
});
