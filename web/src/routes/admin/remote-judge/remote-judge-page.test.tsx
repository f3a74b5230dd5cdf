import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RemoteAccountView } from '@verdict/common';
import { ConfirmHost } from '@/components/ui/confirm';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { callsTo, stubApi, type Answer, type Handler } from '@/test/stub-api';
import { toastStore } from '@/stores/ui';
import RemoteJudgePage from './remote-judge-page';

const ACCOUNTS = '/api/admin/remote-judge/accounts';
const ACCOUNT = '/api/admin/remote-judge/account';

const account = (fields: Partial<RemoteAccountView>): RemoteAccountView => ({
  id: 1,
  oj: 'CF',
  kind: 'codeforces',
  baseUrl: 'https://codeforces.com',
  username: 'verdict_bot',
  enabled: true,
  nextSubmitAt: null,
  lastError: null,
  gmtCreate: '2026-01-01T00:00:00Z',
  ...fields,
});

function renderPage(routes: Record<string, Answer | Handler>) {
  signIn('root', ['root']);
  const calls = stubApi(routes);
  renderRoutes(
    '/admin/remote-judge',
    <Route
      path="/admin/remote-judge"
      element={
        <>
          <ConfirmHost />
          <RemoteJudgePage />
        </>
      }
    />,
  );
  return calls;
}

const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).queryByLabelText(name);

resetBetweenTests();

describe('RemoteJudgePage', () => {
  it('says remote judging is off until an account is added', async () => {
    renderPage({ [ACCOUNTS]: [] });
    await screen.findByText(
      'Remote judging is off until an account is added: add one on another judge to import its problems and have them judged there.',
    );
    expect(screen.queryByTestId('remote-accounts')).toBeNull();
  });

  it('lists each account with when it may submit again and its last error in red', async () => {
    renderPage({
      [ACCOUNTS]: [
        account({ id: 1, nextSubmitAt: '2026-01-01T08:00:00Z' }),
        account({
          id: 2,
          oj: 'SCPC',
          kind: 'hoj',
          baseUrl: 'https://scpc.example.edu',
          lastError: 'Login failed',
        }),
      ],
    });
    const table = await screen.findByTestId('remote-accounts');
    const row = (id: number) => table.querySelector<HTMLElement>(`tr[data-account-id="${id}"]`)!;
    expect(within(row(1)).getByTestId('remote-account-paused').textContent).toMatch(/^Paused until /);
    expect(within(row(2)).queryByTestId('remote-account-paused')).toBeNull();
    expect(within(row(2)).getByText('https://scpc.example.edu')).toBeTruthy();
    const error = within(row(2)).getByText('Login failed');
    expect(error.className).toContain('text-red-700');
  });

  it('switches an account off, changes its password, and deletes it only once confirmed', async () => {
    const calls = renderPage({ [ACCOUNTS]: [account({ id: 4 })], [ACCOUNT]: null });
    const row = await screen.findByRole('row', { name: /verdict_bot/ });

    fireEvent.click(within(row).getByRole('switch', { name: 'Use verdict_bot on CF' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', ACCOUNT).map((call) => call.body)).toEqual([{ id: 4, enabled: false }]),
    );
    await waitFor(() => expect(toastStore.get().at(-1)?.text).toBe('verdict_bot on CF is now disabled'));

    fireEvent.click(within(row).getByRole('button', { name: 'Change password' }));
    const password = field('New password') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe('The password is required');
    fireEvent.change(password, { target: { value: 'n3w' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'PUT', ACCOUNT).at(-1)?.body).toEqual({ id: 4, password: 'n3w' });

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Remove the account verdict_bot on CF from the pool?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'DELETE', ACCOUNT)).toEqual([]);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(callsTo(calls, 'DELETE', ACCOUNT)[0]?.url.searchParams.get('id')).toBe('4'));
  });

  it('asks the address only for a judge of its own name, and shows a refusal in the form', async () => {
    let refuse = true;
    const calls = renderPage({
      [ACCOUNTS]: [],
      [`POST ${ACCOUNT}`]: () => {
        refuse = !refuse;
        return refuse ? null : { fail: 400, msg: 'The account bot on CF is already in the pool' };
      },
    });
    fireEvent.click(await screen.findByTestId('remote-account-add'));

    // A built-in judge: its address is known.
    expect((field('Judge') as HTMLSelectElement).value).toBe('CF');
    expect(field('Address')).toBeNull();
    fireEvent.change(field('Username')!, { target: { value: 'bot' } });
    expect((field('Password') as HTMLInputElement).type).toBe('password');
    fireEvent.change(field('Password')!, { target: { value: 'pw' } });
    fireEvent.click(screen.getByTestId('remote-account-save'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'The account bot on CF is already in the pool',
    );
    expect(callsTo(calls, 'POST', ACCOUNT)[0]?.body).toEqual({ oj: 'CF', username: 'bot', password: 'pw' });

    // A judge of its own name: the address is asked, and required.
    fireEvent.change(field('Judge')!, { target: { value: '*' } });
    fireEvent.change(field('Name of the judge')!, { target: { value: 'hdoj' } });
    fireEvent.click(screen.getByTestId('remote-account-save'));
    expect(within(dialog()).getByRole('alert').textContent).toBe('The address of HDOJ is required');
    expect(callsTo(calls, 'POST', ACCOUNT)).toHaveLength(1);
    fireEvent.change(field('Address')!, { target: { value: 'https://acm.hdu.edu.cn' } });
    fireEvent.click(screen.getByTestId('remote-account-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', ACCOUNT)[1]?.body).toEqual({
      oj: 'HDOJ',
      baseUrl: 'https://acm.hdu.edu.cn',
      username: 'bot',
      password: 'pw',
    });
    expect(toastStore.get().at(-1)?.text).toBe('Account added');
  });
});
