import i18n from '@/i18n';
import { sessionStore } from '@/stores/session';
import { openAccountDialog, toast } from '@/stores/ui';

/** A visitor who tries to post or like is warned and shown the login dialog. */
export function loggedInOrPrompt(): boolean {
  if (sessionStore.get().token) return true;
  toast('warning', i18n.t('message.pleaseLoginFirst'));
  openAccountDialog('Login');
  return false;
}
