import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resubmit } from '@/hooks/api/submission';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';

/**
 * Sends a Submitted Failed submission to its judge once more (HOJ resubmit), then runs
 * `onResubmitted`, which reloads the submission: it is Pending again, so the page polls it until
 * its verdict is in, as after a rejudge. A refusal is toasted by the API client.
 */
export function useResubmit(onResubmitted: () => void) {
  const { t } = useTranslation();
  const [sending, setSending] = useState<number[]>([]);
  const send = async (submitId: number) => {
    setSending((ids) => [...ids, submitId]);
    try {
      await resubmit(submitId);
      toast('success', t('submission.resubmitted'));
      onResubmitted();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setSending((ids) => ids.filter((id) => id !== submitId));
    }
  };
  return {
    resubmit: (submitId: number) => void send(submitId),
    /** While the request for that submission runs (its button is disabled). */
    isSending: (submitId: number) => sending.includes(submitId),
  };
}
