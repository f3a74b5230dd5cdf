import i18n from '@/i18n';
import { rememberRequestedPage } from '@/stores/return-after-login';
import { sessionStore } from '@/stores/session';
import { openAccountDialog, toast } from '@/stores/ui';

/**
 * Opening a group or creating one needs a login. Signed in: true. Signed out: the
 * 'Please login first' warning and the login dialog, which comes back to `returnTo` if given.
 */
export function requireSession(returnTo?: string): boolean {
  if (sessionStore.get().token) return true;
  if (returnTo) rememberRequestedPage(returnTo);
  toast('warning', i18n.t('message.pleaseLoginFirst'));
  openAccountDialog('Login');
  return false;
}
