/**
 * Signs a page in the way the web app itself keeps a session (token and user in localStorage),
 * so a flow starts on a logged-in screen without going through the login dialog.
 */
import { api } from './api.mjs';

export async function useSession(page, origin, { token, user }) {
  await page.goto(`${origin}/home`);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('authed', 'true');
      localStorage.setItem('userInfo', JSON.stringify(user));
    },
    { token, user },
  );
}

/** Logs in over the API; returns the token and the user as the login answers them. */
export async function logIn(origin, username, password) {
  const { data: user, token } = await api(origin, 'POST', '/api/login', { body: { username, password } });
  return { token, user };
}

export async function signInAsRoot(page, origin, rootPassword) {
  const session = await logIn(origin, 'root', rootPassword);
  await useSession(page, origin, session);
  return session;
}
