/** A fake server for the teacher screens' tests: answers by "METHOD /path" or "/path", records every call. */
import { vi } from 'vitest';
import type { ClassView } from '@verdict/common';
import type { Submission } from '@/types/submission';

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

export type Handler = (call: Call) => unknown;

export function stubTeacherApi(routes: Record<string, unknown>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const url = new URL(path, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const call = { method, url, body };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
      const data = typeof route === 'function' ? (route as Handler)(call) : route;
      return new Response(JSON.stringify({ status: 200, msg: 'success', data: data ?? null }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The calls to one path with one method. */
export const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.pathname === path);

export const page = <T>(records: T[]) => ({ records, total: records.length, size: 15, current: 1, pages: 1 });

export const aClass = (overrides: Partial<ClassView> = {}): ClassView => ({
  id: 3,
  gid: 7,
  groupName: 'Algorithms Club',
  name: 'Class One',
  school: 'No. 1 High School',
  state: 'normal',
  studentCount: 2,
  author: 'tess',
  gmtCreate: '2026-11-20T08:00:00Z',
  ...overrides,
});

export const aSubmission = (submitId: number, overrides: Partial<Submission> = {}): Submission => ({
  submitId,
  uid: 'u-ann',
  username: 'ann',
  pid: 12,
  displayPid: 'G-1',
  title: 'Two sums',
  cid: 0,
  gid: 7,
  status: 0,
  score: null,
  oiRankScore: null,
  time: 15,
  memory: 1024,
  length: 200,
  language: 'C++',
  judger: null,
  isManual: false,
  share: false,
  submitTime: '2026-11-25T08:00:00Z',
  ...overrides,
});
