import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmStore } from '@/components/ui/confirm';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import ClassListPage from './class-list-page';
import { aClass, callsTo, page, stubTeacherApi } from './test/stub-teacher-api';

const GROUPS = [{ id: 7, name: 'Algorithms Club', shortName: 'ALGO' }];

function renderList() {
  signIn('tess', ['teacher']);
  return renderRoutes('/admin/class', <Route path="/admin/class" element={<ClassListPage />} />);
}

resetBetweenTests();
afterEach(() => confirmStore.set(null));

describe('ClassListPage', () => {
  it('says so when there is no class, and creates one in the chosen group', async () => {
    const calls = stubTeacherApi({
      '/api/admin/class/groups': GROUPS,
      '/api/admin/class/list': page([]),
      'POST /api/admin/class': (call: { body: unknown }) => ({
        ...aClass(),
        ...(call.body as object),
        id: 9,
      }),
    });
    renderList();
    await screen.findByText('No class yet.');

    fireEvent.click(screen.getByRole('button', { name: 'New class' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Class One' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a group');

    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(within(dialog).getByLabelText('Group'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('School'), { target: { value: ' No. 1 High School ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(calls, 'POST', '/api/admin/class')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/admin/class')[0].body).toEqual({
      gid: 7,
      name: 'Class One',
      school: 'No. 1 High School',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again to show the new class.
    expect(callsTo(calls, 'GET', '/api/admin/class/list').length).toBeGreaterThan(1);
  });

  it('finishes a class only after the teacher confirms', async () => {
    let finished = false;
    const calls = stubTeacherApi({
      '/api/admin/class/groups': GROUPS,
      '/api/admin/class/list': () => page([aClass({ state: finished ? 'finished' : 'normal' })]),
      'PUT /api/admin/class/finish': () => {
        finished = true;
        return aClass({ state: 'finished' });
      },
    });
    renderList();
    const row = await screen.findByText('Class One');
    expect(row.closest('tr')?.textContent).toContain('Normal');

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(confirmStore.get()?.text).toBe(
        'Finish the class Class One? No more students can be added to it afterwards.',
      ),
    );
    act(() => confirmStore.get()?.resolve(false));
    act(() => confirmStore.set(null));
    expect(callsTo(calls, 'PUT', '/api/admin/class/finish')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(confirmStore.get()).not.toBeNull());
    act(() => confirmStore.get()?.resolve(true));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/admin/class/finish')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/admin/class/finish')[0].url.searchParams.get('id')).toBe('3');
    await waitFor(() =>
      expect(screen.getByText('Class One').closest('tr')?.textContent).toContain('Finished'),
    );
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
  });

  it('deletes a class only after the teacher confirms', async () => {
    const calls = stubTeacherApi({
      '/api/admin/class/groups': GROUPS,
      '/api/admin/class/list': page([aClass()]),
      'DELETE /api/admin/class': null,
    });
    renderList();
    await screen.findByText('Class One');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(confirmStore.get()?.text).toBe(
        'Delete the class Class One? Its students stay members of the group.',
      ),
    );
    act(() => confirmStore.get()?.resolve(true));
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/api/admin/class')).toHaveLength(1));
    expect(callsTo(calls, 'DELETE', '/api/admin/class')[0].url.searchParams.get('id')).toBe('3');
  });
});
