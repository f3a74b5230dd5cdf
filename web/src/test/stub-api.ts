/** A fake server for screen tests: answers by "METHOD /path" or "/path", and records every call. */
import { apiReply } from './api-reply';
import { stubFetch } from './stub-fetch';

export interface Call {
  method: string;
  url: URL;
  body: unknown;
  /** The request's abort signal (a streamed answer ends when it fires). */
  signal?: AbortSignal | null;
}

/** Data to answer with, a refusal, or a whole Response (a stream). */
export type Answer = unknown | { fail: number; msg: string };
export type Handler = (call: Call) => Answer;

const refusal = (answer: Answer) =>
  answer && typeof answer === 'object' && 'fail' in answer ? (answer as { fail: number; msg: string }) : null;

export function stubApi(routes: Record<string, Answer | Handler>) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = { method, url, body, signal: init.signal };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    const answer = typeof route === 'function' ? (route as Handler)(call) : route;
    if (answer instanceof Response) return answer;
    const failed = refusal(answer);
    return failed ? apiReply(failed.fail, failed.msg, null) : apiReply(200, 'success', answer ?? null);
  });
  return calls;
}

/** The calls to one path with one method. */
export const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.pathname === path);

export const page = <T>(records: T[]) => ({ records, total: records.length, size: 15, current: 1, pages: 1 });
