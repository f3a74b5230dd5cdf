import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { accountDialogStore, toastStore } from '@/stores/ui';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { aCard, page, signIn, signOut, stubApi } from '../test/stub-api';
import GroupListPage from './group-list-page';

function renderPage(path = '/group') {
  return renderRoutes(
    path,
    <>
      <Route path="/group" element={<GroupListPage />} />
      <Route path="/group/:groupID" element={<p data-testid="opened-group">opened</p>} />
    </>,
  );
}

const listCalls = (calls: { url: URL }[]) =>
  calls.filter((call) => call.url.pathname === '/api/get-group-list');

resetBetweenTests();

describe('GroupListPage', () => {
  it('shows each card with its owner, members, auth and hidden tags, 15 a page by default', async () => {
    signIn('u-ann');
    const calls = stubApi({
      '/api/get-group-list': page([
        aCard(),
        aCard({ id: 8, name: 'Secret', auth: 3, visible: false, memberCount: 1 }),
      ]),
    });
    renderPage();
    const cards = await screen.findAllByTestId('group-card');
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain('owen');
    expect(within(cards[0]).getByTestId('group-auth-tag').textContent).toBe('Protected');
    expect(within(cards[0]).queryByTestId('group-hidden-tag')).toBeNull();
    expect(within(cards[1]).getByTestId('group-auth-tag').textContent).toBe('Private');
    expect(within(cards[1]).getByTestId('group-hidden-tag').textContent).toBe('Hidden');
    expect(within(cards[1]).getByTestId('group-card-members').textContent).toBe('Members: 1');
    expect(listCalls(calls)[0].url.searchParams.get('limit')).toBe('15');
    expect([...screen.getByLabelText('Page size').querySelectorAll('option')].map((o) => o.value)).toEqual([
      '9',
      '15',
      '30',
      '60',
      '120',
    ]);
  });

  it('filters by auth chip and by my groups', async () => {
    signIn('u-ann');
    const calls = stubApi({ '/api/get-group-list': page([]) });
    renderPage();
    expect((await screen.findByTestId('group-empty')).textContent).toBe('No groups yet');
    fireEvent.click(screen.getByTestId('group-auth-protected'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('auth')).toBe('2'));
    fireEvent.click(screen.getByTestId('group-mine'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('onlyMine')).toBe('true'));
    expect(screen.getByTestId('group-empty').textContent).toBe('No group matches');
  });

  it('asks a visitor to log in before opening or creating a group', async () => {
    signOut();
    stubApi({ '/api/get-group-list': page([aCard()]) });
    renderPage();
    fireEvent.click(await screen.findByTestId('group-card'));
    expect(accountDialogStore.get()).toBe('Login');
    expect(toastStore.get().map((item) => item.text)).toContain('Please login first');
    expect(screen.queryByTestId('opened-group')).toBeNull();
    accountDialogStore.set(null);
    fireEvent.click(screen.getByTestId('group-create'));
    expect(accountDialogStore.get()).toBe('Login');
    expect(screen.queryByTestId('group-create-form')).toBeNull();
  });

  it('tells a user who may not create a group the rule instead of offering the form', async () => {
    signIn('u-newbie');
    const rule = 'Sorry, you can not create a group yet! Please solve at least 100 problems first';
    stubApi({
      '/api/get-group-list': page([aCard()]),
      '/api/get-group-creation-rule': { allowed: false, reason: rule },
    });
    renderPage();
    expect((await screen.findByTestId('group-create-rule')).textContent).toBe(rule);
    expect(screen.queryByTestId('group-create')).toBeNull();
  });

  it('checks the form, shows the server refusal as sent, and opens the created group', async () => {
    signIn('u-ann');
    let refuse = true;
    const calls = stubApi({
      '/api/get-group-list': page([]),
      'POST /api/group': () =>
        refuse
          ? {
              fail: 403,
              msg: 'Sorry, you can not create a group yet! Please solve at least 100 problems first',
            }
          : aCard({ id: 42 }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('group-create'));
    const form = await screen.findByTestId('group-create-form');
    fireEvent.click(screen.getByTestId('group-create-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('The group name is required');
    fireEvent.change(form.querySelector('input[name="name"]')!, { target: { value: 'Algorithms' } });
    fireEvent.change(form.querySelector('input[name="shortName"]')!, { target: { value: 'algo' } });
    fireEvent.change(form.querySelector('select[name="auth"]')!, { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('group-create-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The invitation code is required for a protected or private group',
    );
    fireEvent.change(form.querySelector('input[name="code"]')!, { target: { value: 'abcd' } });
    fireEvent.click(screen.getByTestId('group-create-submit'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Sorry, you can not create a group yet! Please solve at least 100 problems first',
      ),
    );
    refuse = false;
    fireEvent.click(screen.getByTestId('group-create-submit'));
    await screen.findByTestId('opened-group');
    const sent = calls.filter((call) => call.method === 'POST').at(-1)?.body;
    expect(sent).toMatchObject({
      name: 'Algorithms',
      shortName: 'ALGO',
      auth: 2,
      code: 'abcd',
      visible: true,
    });
  });
});
