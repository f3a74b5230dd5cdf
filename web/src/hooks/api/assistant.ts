/**
 * The problem assistant: the user's conversations (`/ai/*`); its availability is in ./assistant-status
 * (the problem page's first load needs only that), the reply streams from lib/assistant-stream.
 */
import useSWR from 'swr';
import {
  ASSISTANT_CONSTANTS,
  type AssistantCodeBody,
  type AssistantSessionSummary,
  type AssistantSessionView,
  type Page,
} from '@verdict/common';
import { api } from '@/lib/api-client';
import type { SwrKey } from '@/lib/swr-keys';
import { assistantStatusKey } from './assistant-status';

export { useAssistantStatus } from './assistant-status';

/** Where the problem was opened; only the one set is sent. */
export interface AssistantPlaceQuery {
  cid?: number;
  tid?: number;
  gid?: number;
}

/** What `init-session` opens: the latest chat about the problem, a new one, or the hint about a submission. */
export interface InitSessionQuery extends AssistantPlaceQuery {
  pid: string;
  fresh?: boolean;
  submitId?: number;
}

export const assistantKeys = {
  status: assistantStatusKey,
  sessions: (currentPage: number): SwrKey => [
    '/ai/sessions',
    { currentPage, limit: ASSISTANT_CONSTANTS.pageSize },
  ],
  session: (id: string): SwrKey => [`/ai/session/${encodeURIComponent(id)}`],
};

export function useAssistantSessions(currentPage: number) {
  return useSWR<Page<AssistantSessionSummary>>(assistantKeys.sessions(currentPage), {
    keepPreviousData: true,
  });
}

/** Read afresh whenever a chat shows it (a reply stopped a moment ago is stored by then). */
export function useAssistantSession(id: string | null) {
  return useSWR<AssistantSessionView>(id ? assistantKeys.session(id) : null, {
    revalidateOnFocus: false,
    dedupingInterval: 0,
  });
}

/** Answers the conversation's id. Errors are shown by the dialog, not toasted. */
export const initAssistantSession = ({ cid, tid, gid, ...rest }: InitSessionQuery) =>
  api.get<string>(
    '/ai/init-session',
    { ...rest, cid: cid || undefined, tid: tid || undefined, gid: gid || undefined },
    { silent: true },
  );

export const saveAssistantCode = (id: string, body: AssistantCodeBody) =>
  api.post<null>(`/ai/session/${encodeURIComponent(id)}/code`, body, { silent: true });

export const deleteAssistantSession = (id: string) =>
  api.delete<null>(`/ai/session/${encodeURIComponent(id)}`);
