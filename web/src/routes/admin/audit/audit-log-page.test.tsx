import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type AuditEntryView, JudgeStatus, Role } from '@verdict/common';
import { changeLocale } from '@/i18n';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { callsTo, stubApi, type Answer, type Handler } from '@/test/stub-api';
import AdminLayout from '../admin-layout';
import AuditLogPage from './audit-log-page';

const AUDIT = '/api/admin/audit';

const entry = (fields: Partial<AuditEntryView>): AuditEntryView => ({
  id: 1,
  uid: 'u-root',
  username: 'root',
  ip: '203.0.113.7',
  action: 'user.role',
  targetKind: 'user',
  targetId: 'u-rita',
  targetLabel: 'rita',
  before: { role: Role.DEFAULT_USER },
  after: { role: Role.ADMIN },
  gmtCreate: '2026-03-01T10:00:00Z',
  ...fields,
});

const pageOf = (records: AuditEntryView[], total = records.length) => ({
  records,
  total,
  size: 20,
  current: 1,
  pages: Math.ceil(total / 20),
});

function renderPage(routes: Record<string, Answer | Handler>) {
  signIn('root', ['root']);
  const calls = stubApi(routes);
  renderRoutes('/admin/audit', <Route path="/admin/audit" element={<AuditLogPage />} />);
  return calls;
}

/** The text a sighted reader sees: without what only screen readers hear. */
function shown(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

/** The query of the list's last request, without the page and its size. */
const lastFilters = (calls: ReturnType<typeof stubApi>) => {
  const query = Object.fromEntries(callsTo(calls, 'GET', AUDIT).at(-1)!.url.searchParams);
  const { currentPage: _page, limit: _limit, ...filters } = query;
  return filters;
};

resetBetweenTests();

describe('AuditLogPage', () => {
  it('shows who did what, when, from where, to which target, and the fields before and after', async () => {
    renderPage({
      [AUDIT]: pageOf([
        entry({ id: 3 }),
        entry({
          id: 2,
          username: 'adele',
          action: 'submission.rejudge',
          targetKind: 'submission',
          targetId: '41',
          targetLabel: 'ann · P1000',
          before: { status: JudgeStatus.ACCEPTED },
          after: { status: JudgeStatus.PENDING },
        }),
        entry({
          id: 1,
          action: 'config.change',
          targetKind: 'config',
          targetId: 'email',
          targetLabel: 'SMTP',
          before: { emailHost: '', emailPassword: '' },
          after: { emailHost: 'smtp.example.org', emailPassword: '***' },
        }),
      ]),
    });
    expect(screen.getByText('Loading the audit log…')).toBeTruthy();
    const table = await screen.findByTestId('audit-entries');
    const row = (id: number) => table.querySelector<HTMLElement>(`tr[data-entry-id="${id}"]`)!;

    expect(within(row(3)).getByTestId('audit-user').textContent).toBe('root');
    expect(within(row(3)).getByText('203.0.113.7')).toBeTruthy();
    expect(within(row(3)).getByTestId('audit-action').textContent).toBe('Role changed');
    expect(within(row(3)).getByTestId('audit-target').textContent).toBe('User rita #u-rita');
    const role = within(row(3)).getByTestId('audit-changes');
    expect(shown(role)).toBe('role User → Admin');
    expect(role.querySelector('.sr-only')?.textContent).toBe(' changed to ');

    expect(within(row(2)).getByTestId('audit-action').textContent).toBe('Rejudged');
    expect(shown(within(row(2)).getByTestId('audit-changes'))).toBe('status Accepted → Pending');

    const smtp = within(row(1)).getAllByRole('listitem').map(shown);
    expect(smtp).toEqual(['emailHost — → smtp.example.org', 'emailPassword — → ***']);
  });

  it('says so when nothing matches', async () => {
    renderPage({ [AUDIT]: pageOf([]) });
    await screen.findByText('No recorded action matches these filters.');
    expect(screen.queryByTestId('audit-entries')).toBeNull();
  });

  it('asks for the filters together, from page 1, and clears them', async () => {
    const calls = renderPage({ [AUDIT]: pageOf([entry({})], 45) });
    await screen.findByTestId('audit-entries');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', AUDIT).at(-1)!.url.searchParams.get('currentPage')).toBe('2'),
    );
    expect(callsTo(calls, 'GET', AUDIT).at(-1)!.url.searchParams.get('limit')).toBe('20');

    fireEvent.change(screen.getByLabelText('User (username or uid)'), { target: { value: ' adele ' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'submission.rejudge' } });
    fireEvent.change(screen.getByLabelText('Target'), { target: { value: 'submission' } });
    fireEvent.change(screen.getByLabelText('Target ID'), { target: { value: '41' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    // Nothing is asked until the filters are applied.
    expect(lastFilters(calls)).toEqual({});
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(lastFilters(calls)).toEqual({
        user: 'adele',
        action: 'submission.rejudge',
        targetKind: 'submission',
        targetId: '41',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );
    expect(callsTo(calls, 'GET', AUDIT).at(-1)!.url.searchParams.get('currentPage')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastFilters(calls)).toEqual({}));
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('');
  });

  it('offers every action and target kind by name', async () => {
    renderPage({ [AUDIT]: pageOf([]) });
    await screen.findByText('No recorded action matches these filters.');
    const actions = within(screen.getByLabelText('Action')).getAllByRole('option');
    expect(actions[0].textContent).toBe('Any action');
    expect(actions.map((option) => option.textContent)).toContain('Judged by hand');
    expect(actions.map((option) => option.textContent)).toContain('Group disbanded');
    const kinds = within(screen.getByLabelText('Target')).getAllByRole('option');
    expect(kinds.map((option) => option.textContent)).toContain('Chat message');
  });

  it('shows why the list could not be loaded, with a retry', async () => {
    renderPage({ [AUDIT]: { fail: 403, msg: 'Sorry! You do not have permission to access.' } });
    await screen.findByText('The audit log could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('speaks Chinese in zh-CN', async () => {
    changeLocale('zh-CN');
    renderPage({ [AUDIT]: pageOf([entry({})]) });
    await screen.findByTestId('audit-entries');
    expect(screen.getByRole('heading', { name: '审计日志' })).toBeTruthy();
    expect(screen.getByTestId('audit-action').textContent).toBe('修改角色');
  });
});

describe('the back office menu', () => {
  const menuLinks = () =>
    within(screen.getByTestId('admin-menu'))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it('lists the audit log to the super admin only', () => {
    signIn('root', ['root']);
    stubApi({});
    const { unmount } = renderRoutes('/admin/x', <Route path="/admin/*" element={<AdminLayout />} />);
    expect(menuLinks()).toContainEqual(['Audit log', '/admin/audit']);
    unmount();

    signIn('ada', ['admin']);
    renderRoutes('/admin/x', <Route path="/admin/*" element={<AdminLayout />} />);
    expect(menuLinks().map(([label]) => label)).not.toContain('Audit log');
  });
});
