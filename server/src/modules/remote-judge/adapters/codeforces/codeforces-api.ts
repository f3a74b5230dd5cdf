import type { RemoteHttp } from '../remote-http';
import { RemoteJudgeError } from '../remote-judge-error';
import { CODEFORCES_HEADERS } from './codeforces-headers';

/** The parts of Codeforces' API objects (https://codeforces.com/apiHelp/objects) the adapter reads. */
export interface CodeforcesSubmission {
  id: number;
  contestId?: number;
  creationTimeSeconds: number;
  problem: { contestId?: number; index: string; name?: string };
  /** Absent while the run waits in the queue. */
  verdict?: string;
  passedTestCount?: number;
  timeConsumedMillis?: number;
  memoryConsumedBytes?: number;
  points?: number;
}

export interface CodeforcesContest {
  id: number;
  name: string;
  phase: 'BEFORE' | 'CODING' | 'PENDING_SYSTEM_TEST' | 'SYSTEM_TEST' | 'FINISHED';
  durationSeconds: number;
  /** Absent for gyms without a set start. */
  startTimeSeconds?: number;
}

interface ApiAnswer<T> {
  status?: 'OK' | 'FAILED';
  result?: T;
  comment?: string;
}

/**
 * Calls one method of Codeforces' JSON API. Its failures come as `{"status":"FAILED","comment"}`
 * (with HTTP 400 or 200): "Call limit exceeded" is its rate limit, "… not found" an id it lacks.
 */
export async function callCodeforcesApi<T>(
  http: RemoteHttp,
  method: string,
  params: Record<string, string | number | boolean>,
): Promise<T> {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const { body } = await http.getJson<ApiAnswer<T> | null>(`/api/${method}?${query.toString()}`, {
    ...CODEFORCES_HEADERS,
  });
  if (body?.status === 'OK' && body.result !== undefined) return body.result;
  throw apiFailure(method, body?.status === 'FAILED' ? body.comment : undefined);
}

function apiFailure(method: string, comment: string | undefined): RemoteJudgeError {
  if (!comment)
    return new RemoteJudgeError('changed-page', `Codeforces answered ${method} in an unknown shape`);
  if (/limit exceeded/i.test(comment))
    return new RemoteJudgeError('rate-limited', `Codeforces asks to slow down: ${comment}`);
  if (/not found/i.test(comment)) return new RemoteJudgeError('not-found', `Codeforces: ${comment}`);
  return new RemoteJudgeError('changed-page', `Codeforces refused ${method}: ${comment}`);
}
