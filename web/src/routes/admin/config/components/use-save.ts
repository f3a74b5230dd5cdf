import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';

/**
 * Runs a save: a success toast, or the server's message kept beside the button (a settings form
 * is long, and a toast that fades is easy to miss).
 */
export function useSave(): {
  saving: boolean;
  error: string | null;
  run: (save: () => Promise<void>) => Promise<void>;
} {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (save: () => Promise<void>) => {
    setSaving(true);
    setError(null);
    try {
      await save();
      toast('success', t('adminConfig.saved'));
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('adminConfig.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  return { saving, error, run };
}
