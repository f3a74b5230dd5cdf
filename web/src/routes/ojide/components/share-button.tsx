import { useTranslation } from 'react-i18next';
import { toast } from '@/stores/ui';
import { encodeShareHash, type SharedCode } from '../share-link';

/**
 * Copies a link holding the code. The page also shows the link (`onLink`), to copy by hand where
 * the clipboard is refused (a page not served over HTTPS on a campus LAN).
 */
export function ShareButton({ shared, onLink }: { shared: SharedCode; onLink: (link: string) => void }) {
  const { t } = useTranslation();
  const share = async () => {
    let made: string;
    try {
      made = `${window.location.origin}/ojide#${await encodeShareHash(shared)}`;
    } catch {
      toast('error', t('ojide.shareFailed'));
      return;
    }
    onLink(made);
    try {
      await navigator.clipboard.writeText(made);
      toast('success', t('ojide.shareCopied'));
    } catch {
      // The link below is selected for copying by hand.
    }
  };
  return (
    <button type="button" className="btn btn-sm" onClick={() => void share()} data-testid="ide-share">
      {t('ojide.share')}
    </button>
  );
}
