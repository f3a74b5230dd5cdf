import { useTranslation } from 'react-i18next';
import type { CodeHiddenReason } from '@verdict/common';
import { useSession } from '@/stores/session';

/** In place of the code when the viewer may not read it: why, and for visitors that logging in may help. */
export function HiddenCodeNote({ reason }: { reason: CodeHiddenReason }) {
  const { t } = useTranslation();
  const { token } = useSession();
  // The super admin's switch hides practice code from its authors too: logging in changes nothing.
  const loginMayHelp = !token && reason !== 'hidden-outside-contests';
  return (
    <section className="card p-4" data-testid="code-hidden" data-reason={reason}>
      <h2 className="mb-2 font-semibold">{t('submission.code')}</h2>
      <p className="text-sm text-slate-700">{t(`submission.codeHidden.${reason}`)}</p>
      {loginMayHelp ? (
        <p className="mt-1 text-sm text-slate-600">{t('submission.codeHidden.loginHint')}</p>
      ) : null}
    </section>
  );
}
