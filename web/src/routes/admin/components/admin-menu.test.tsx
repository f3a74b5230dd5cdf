import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { AdminMenu } from './admin-menu';

afterEach(cleanup);

const SECTIONS = [
  { to: '/admin', key: 'adminDashboard.title' },
  { to: '/admin/problems', key: 'adminProblem.title' },
  { to: '/admin/user', key: 'adminUsers.title' },
];

function renderMenu(path: string) {
  changeLocale('en-US');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminMenu sections={SECTIONS} />
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

const toggle = () => screen.getByTestId('admin-menu-toggle');
const list = () => document.getElementById(toggle().getAttribute('aria-controls') ?? '')!;

describe('AdminMenu', () => {
  it('starts folded, naming the section of the page', () => {
    renderMenu('/admin/problems');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().textContent).toContain('Problems');
    // Hidden below 1024 px, shown beside the content from there on.
    expect(list().className).toBe('hidden lg:block');
  });

  it('names no section on a page under none of them, not the dashboard', () => {
    renderMenu('/admin/problem/create');
    expect(toggle().textContent).not.toContain('Dashboard');
  });

  it('opens on the button, closes on Escape with the focus back on the button', () => {
    renderMenu('/admin');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(list().className).not.toContain('hidden');
    const users = screen.getByRole('link', { name: 'Users' });
    users.focus();
    fireEvent.keyDown(users, { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('folds again once a section is chosen', () => {
    renderMenu('/admin');
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().textContent).toContain('Users');
  });
});
