import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import AdminLayout from '../admin-layout';
import AdminLoginPage from '../login/admin-login-page';
import AdminHomePage from './admin-home-page';
import { aClass, page, stubTeacherApi } from './test/stub-teacher-api';

function renderShell(path = '/admin') {
  stubTeacherApi({ '/api/admin/class/list': page([aClass()]) });
  return renderRoutes(
    path,
    <Route path="/admin" element={<AdminLayout />}>
      <Route index element={<AdminHomePage />} />
      <Route path="login" element={<AdminLoginPage />} />
    </Route>,
  );
}

const menuLabels = () =>
  within(screen.getByRole('navigation', { name: 'Management' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

resetBetweenTests();

describe('the back office shell', () => {
  it('lets a teacher in with the teaching sections only, and a teaching start page', async () => {
    signIn('tess', ['teacher']);
    renderShell();
    expect(menuLabels()).toEqual(['Dashboard', 'Classes', 'Homework', 'Students', 'Rank']);
    const home = await screen.findByTestId('teacher-home');
    expect(
      within(home)
        .getByRole('link', { name: /Classes/ })
        .getAttribute('href'),
    ).toBe('/admin/class');
    expect(
      (await within(home).findByRole('link', { name: 'Algorithms Club · Class One' })).getAttribute('href'),
    ).toBe('/admin/class/3');
    expect(screen.queryByTestId('admin-dashboard')).toBeNull();
  });

  it('shows an admin the teaching sections beside the admin ones', () => {
    signIn('ada', ['admin']);
    stubTeacherApi({});
    renderRoutes('/admin/x', <Route path="/admin/*" element={<AdminLayout />} />);
    const labels = menuLabels();
    expect(labels.slice(0, 5)).toEqual(['Dashboard', 'Classes', 'Homework', 'Students', 'Rank']);
    expect(labels).toContain('Contests');
    expect(labels).toContain('Problems');
  });

  it('keeps the teaching sections from a problem admin and refuses a plain user', () => {
    signIn('pam', ['problem_admin']);
    stubTeacherApi({});
    const { unmount } = renderRoutes('/admin/x', <Route path="/admin/*" element={<AdminLayout />} />);
    expect(menuLabels()).not.toContain('Classes');
    unmount();

    signIn('ulla', ['default_user']);
    renderRoutes('/admin/x', <Route path="/admin/*" element={<AdminLayout />} />);
    expect(screen.getByText('The back office is for administrators.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Management' })).toBeNull();
  });

  it('sends a signed-in teacher from the admin login into the back office', async () => {
    signIn('tess', ['teacher']);
    renderShell('/admin/login');
    expect(await screen.findByTestId('teacher-home')).toBeTruthy();
  });
});
