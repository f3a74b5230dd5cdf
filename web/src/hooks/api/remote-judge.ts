/**
 * Remote judging's back office: the pool of the site's accounts on other judges
 * (`/api/admin/remote-judge/*`, root and admins) and importing a problem of another judge into
 * the problem list, a contest or a training (`import-remote-oj-problem`). The forms show a
 * refusal inline, so those calls are not toasted (`silent`); the screens reload their lists.
 */
import useSWR from 'swr';
import type { RemoteAccountView, RemoteJudgeKind } from '@verdict/common';
import { api } from '@/lib/api-client';
import type { SwrKey } from '@/lib/swr-keys';

export const remoteJudgeKeys = {
  accounts: (): SwrKey => ['/api/admin/remote-judge/accounts'],
};

/** What adding an account sends: a built-in judge needs no address, any other name does. */
export interface RemoteAccountBody {
  oj: string;
  kind?: RemoteJudgeKind;
  baseUrl?: string;
  username: string;
  password: string;
}

/** What changing an account sends: only the fields that change. */
export interface RemoteAccountChange {
  id: number;
  enabled?: boolean;
  password?: string;
}

const quiet = { silent: true };
const ACCOUNT = '/api/admin/remote-judge/account';
const IMPORT = '/api/admin/problem/import-remote-oj-problem';

/** With `enabled` false nothing is asked (a problem admin may import but may not read the pool). */
export function useRemoteAccounts(enabled = true) {
  return useSWR<RemoteAccountView[]>(enabled ? remoteJudgeKeys.accounts() : null);
}

export const addRemoteAccount = (body: RemoteAccountBody) => api.post<null>(ACCOUNT, body, quiet);

/** `silent`: the caller shows a refusal itself (a dialog's error line). */
export const updateRemoteAccount = (change: RemoteAccountChange, silent = false) =>
  api.put<null>(ACCOUNT, change, { silent });

export const deleteRemoteAccount = (id: number) => api.delete<null>(ACCOUNT, { id });

/** Imports `name`'s problem `problemId` as `<NAME>-<PROBLEMID>`; importing it again changes nothing. */
export const importRemoteProblem = (name: string, problemId: string) =>
  api.get<null>(IMPORT, { name, problemId }, quiet);

/** Imports the problem and adds it to the contest under `displayId`. */
export const importRemoteContestProblem = (cid: number, name: string, problemId: string, displayId: string) =>
  api.get<null>('/api/admin/contest/import-remote-oj-problem', { name, problemId, cid, displayId }, quiet);

/** Imports the problem and adds it to the training. */
export const importRemoteTrainingProblem = (tid: number, name: string, problemId: string) =>
  api.get<null>('/api/admin/training/import-remote-oj-problem', { name, problemId, tid }, quiet);
