import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { aCard, aGroup, aMember, page, signIn, stubApi, type Call } from '../test/stub-api';
import GroupHomeTab from './home-tab';
import GroupLayout from './group-layout';
import GroupMemberTab from './member-tab';

const HOSTILE = '<img src=x onerror="window.__xss=1">';

function renderGroup(path = '/group/7') {
  return renderRoutes(
    path,
    <Route path="/group/:groupID" element={<GroupLayout />}>
      <Route index element={<GroupHomeTab />} />
      <Route path="member" element={<GroupMemberTab />} />
    </Route>,
  );
}

const applyCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/group/member');

resetBetweenTests();

describe('GroupLayout', () => {
  it('shows an outsider the card and Apply only; a protected group asks a reason, then shows Applying', async () => {
    signIn('u-sam');
    let auth = 0;
    const calls = stubApi({
      '/api/get-group-detail': aCard({ auth: 2 }),
      '/api/get-group-auth': () => auth,
      'POST /api/group/member': () => {
        auth = 1;
        return { auth: 1 };
      },
    });
    renderGroup();
    const info = await screen.findByTestId('group-info');
    expect(within(info).getByTestId('group-name').textContent).toBe('Algorithms Club');
    expect(within(info).getByTestId('group-owner').textContent).toBe('owen');
    expect(info.textContent).toContain('Group number');
    expect(screen.queryByTestId('group-tabs')).toBeNull();
    expect(screen.getByTestId('group-outsider')).toBeTruthy();

    fireEvent.click(screen.getByTestId('group-apply'));
    fireEvent.click(await screen.findByTestId('group-apply-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please give a reason for joining');
    expect(applyCalls(calls)).toHaveLength(0);
    fireEvent.change(document.querySelector('textarea[name="reason"]')!, {
      target: { value: 'I study algorithms' },
    });
    fireEvent.click(screen.getByTestId('group-apply-submit'));
    const applying = await screen.findByTestId('group-applying');
    expect((applying as HTMLButtonElement).disabled).toBe(true);
    const sent = applyCalls(calls)[0].url.searchParams;
    expect(sent.get('gid')).toBe('7');
    expect(sent.get('reason')).toBe('I study algorithms');
    expect(sent.get('code')).toBeNull();
  });

  it('lets a public group be joined at once, and a refused user sees Refused', async () => {
    signIn('u-sam');
    let auth = 0;
    const calls = stubApi({
      '/api/get-group-detail': () => (auth ? aGroup({ auth: 1, description: 'Hi' }) : aCard({ auth: 1 })),
      '/api/get-group-auth': () => auth,
      'POST /api/group/member': () => {
        auth = 3;
        return { auth: 3 };
      },
      '/api/group/get-announcement-list': page([]),
    });
    renderGroup();
    fireEvent.click(await screen.findByTestId('group-apply'));
    await screen.findByTestId('group-exit');
    expect(applyCalls(calls)).toHaveLength(1);
    expect(screen.getByTestId('group-tabs')).toBeTruthy();
    cleanup();
    stubApi({ '/api/get-group-detail': aCard(), '/api/get-group-auth': 2 });
    renderGroup();
    expect(((await screen.findByTestId('group-refused')) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives a member the tabs (no Setting), the description as safe markdown and the announcements', async () => {
    signIn('u-mia');
    stubApi({
      '/api/get-group-detail': aGroup({ description: `**Welcome** ${HOSTILE}` }),
      '/api/get-group-auth': 3,
      '/api/group/get-announcement-list': page([
        {
          id: 1,
          gid: 7,
          title: 'First meeting',
          content: 'Room *101*',
          status: 0,
          uid: 'u-owen',
          username: 'owen',
          gmtCreate: '2026-11-22T08:00:00Z',
          gmtModified: '2026-11-22T08:00:00Z',
        },
      ]),
    });
    const { container } = renderGroup();
    const description = await screen.findByTestId('group-description');
    await waitFor(() => expect(description.querySelector('strong')?.textContent).toBe('Welcome'));
    expect(container.querySelector('img[onerror]')).toBeNull();
    const tabs = screen.getByTestId('group-tabs');
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Announcement',
      'Problem',
      'Training',
      'Homework',
      'Contest',
      'Status',
      'Member',
      'Rank',
    ]);
    expect(screen.getByTestId('group-exit')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('group-home-announcement'));
    const content = await screen.findByTestId('group-announcement-content');
    expect(content.querySelector('em')?.textContent).toBe('101');
  });

  it('shows the owner Disband and the Setting tab, and "not yet set" for an empty description', async () => {
    signIn('u-owen');
    stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 5,
      '/api/group/get-announcement-list': page([]),
    });
    renderGroup();
    expect((await screen.findByTestId('group-disband')).textContent).toBe('Disband Group');
    expect(within(screen.getByTestId('group-tabs')).getByRole('link', { name: 'Setting' })).toBeTruthy();
    expect(screen.getByTestId('group-description').textContent).toContain('The description is not yet set');
  });
});

describe('GroupMemberTab', () => {
  it('lets a group admin change and remove only the members ranked below them, and review applications', async () => {
    signIn('u-ada');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 4,
      '/api/group/get-member-list': page([
        aMember('u-owen', 5),
        aMember('u-ada', 4),
        aMember('u-ali', 4),
        aMember('u-mia', 3),
      ]),
      '/api/group/get-apply-list': page([aMember('u-sam', 1)]),
      'PUT /api/group/member': null,
    });
    renderGroup('/group/7/member');
    await waitFor(() => expect(screen.getAllByTestId('group-member')).toHaveLength(4));
    const row = (name: string) =>
      screen.getAllByTestId('group-member').find((el) => el.dataset.username === name)!;
    const control = (name: string) => within(row(name)).getByTestId('group-member-auth') as HTMLSelectElement;
    const remove = (name: string) =>
      within(row(name)).getByTestId('group-member-remove') as HTMLButtonElement;
    expect(control('owen').disabled).toBe(true);
    expect(control('ada').disabled).toBe(true);
    expect(control('ali').disabled).toBe(true);
    expect(control('mia').disabled).toBe(false);
    expect(remove('owen').disabled).toBe(true);
    expect(remove('ada').disabled).toBe(true);
    expect(remove('mia').disabled).toBe(false);
    // An admin grants at most auth 3.
    expect([...control('mia').options].map((option) => option.value)).toEqual(['1', '2', '3']);

    const application = await screen.findByTestId('group-application');
    expect(within(application).getByTestId('group-application-reason').textContent).toBe(
      'I study algorithms',
    );
    fireEvent.click(within(application).getByTestId('group-application-accept'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ gid: 7, uid: 'u-sam', auth: 3 }),
    );
  });
});
