/** Whether the problem assistant answers the viewer (`GET /ai/status`): all the problem page asks before it is used. */
import useSWR from 'swr';
import type { AssistantStatus } from '@verdict/common';
import type { SwrKey } from '@/lib/swr-keys';

export const assistantStatusKey = (): SwrKey => ['/ai/status'];

/** Availability and today's usage; nothing is asked while `ask` is false. */
export function useAssistantStatus(ask: boolean) {
  return useSWR<AssistantStatus>(ask ? assistantStatusKey() : null, { revalidateOnFocus: false });
}
