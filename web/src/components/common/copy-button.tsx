import { useTranslation } from 'react-i18next';
import { toast } from '@/stores/ui';

/** Copies text; when the clipboard refuses, Copied_failed is shown styled as a success, as in HOJ. */
export function CopyButton({ text, className = 'btn btn-sm' }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast('success', t('message.copiedSuccessfully'));
    } catch {
      toast('success', t('message.copiedFailed'));
    }
  };
  return (
    <button type="button" className={className} onClick={() => void copy()}>
      {t('common.copy')}
    </button>
  );
}
