/** Wires the API client's side effects (session, login dialog, error toasts) into the app. */
import { configureApiClient } from '@/lib/api-client';
import i18n from '@/i18n';
import { api } from '@/lib/api-client';
import { clearSession, sessionStore, setToken, updateUser } from '@/stores/session';
import { onceWithin } from '@/lib/once-within';
import { notifyError, openAccountDialog, toast } from '@/stores/ui';

/** Requests failing together (the server went away) show their message once, not once each. */
const shownRecently = onceWithin(3000);

export function configureClient(): void {
  configureApiClient({
    getToken: () => sessionStore.get().token,
    setToken,
    onUnauthorized(isAdminRequest) {
      clearSession();
      if (isAdminRequest) window.location.assign('/admin/login');
      else openAccountDialog('Login');
    },
    onForbidden(isAdminRequest) {
      void refreshRoles();
      if (isAdminRequest && !window.location.pathname.startsWith('/admin')) window.location.assign('/admin');
    },
    notifyError: (message) => {
      if (!shownRecently.take(message)) return;
      toast('error', message);
      notifyError(message);
    },
    translate: (key) => i18n.t(key),
    getLanguage: () => i18n.language,
  });
}

/** A 403 may mean the user's role changed since login: take the server's current roles. */
async function refreshRoles(): Promise<void> {
  const { user } = sessionStore.get();
  if (!user) return;
  try {
    const info = await api.get<{ roles: string[] }>('/api/get-user-auth-info', undefined, { silent: true });
    updateUser({ ...user, roleList: info.roles });
  } catch {
    // Logged out meanwhile or offline: the next request shows it.
  }
}
