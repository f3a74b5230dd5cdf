import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH } from '@verdict/common';
import { useSession } from '@/stores/session';
import { openAccountDialog, toast } from '@/stores/ui';

/**
 * Checks before a test run or a submit: login, blank code, code length. Returns
 * true when the code may be sent; otherwise it has already told the user why not.
 */
export function useCodeValidation(): (code: string) => boolean {
  const { t } = useTranslation();
  const { token } = useSession();
  return (code) => {
    if (!token) {
      toast('warning', t('message.pleaseLoginFirst'));
      openAccountDialog('Login');
      return false;
    }
    if (!code.trim()) {
      toast('error', t('message.codeCanNotBeEmpty'));
      return false;
    }
    if (code.length > CODE_MAX_LENGTH) {
      toast('error', t('message.codeLengthExceeded'));
      return false;
    }
    return true;
  };
}
