import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberRequestedPage, useReturnAfterLogin } from './return-after-login';
import { clearSession, sessionStore } from './session';
import { closeAccountDialog, openAccountDialog } from './ui';

function Probe() {
  useReturnAfterLogin();
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const logIn = () => act(() => sessionStore.set({ token: 'token', user: null }));

beforeEach(() => {
  sessionStorage.clear();
  clearSession();
  closeAccountDialog();
});
afterEach(cleanup);

describe('useReturnAfterLogin', () => {
  it('goes back to the asked-for page after the login', () => {
    const router = renderAt('/home');
    act(() => {
      rememberRequestedPage('/setting');
      openAccountDialog('Login');
    });
    logIn();
    act(() => closeAccountDialog());
    expect(router.state.location.pathname).toBe('/setting');
  });

  it('keeps the page through a reload of /home', () => {
    rememberRequestedPage('/setting?tab=1');
    // a reload: the dialog is gone, the remembered page is in session storage
    const router = renderAt('/home');
    logIn();
    expect(router.state.location.pathname + router.state.location.search).toBe('/setting?tab=1');
  });

  it('forgets the page when the visitor closes the login dialog', () => {
    const router = renderAt('/home');
    act(() => {
      rememberRequestedPage('/setting');
      openAccountDialog('Login');
    });
    act(() => closeAccountDialog());
    logIn();
    expect(router.state.location.pathname).toBe('/home');
  });
});
