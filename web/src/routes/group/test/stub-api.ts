/** A fake server for the group screens' tests: answers by path, and records every call. */
import { vi } from 'vitest';
import type { GroupCard, GroupDetail, GroupMember } from '@/hooks/api/group';
import { sessionStore } from '@/stores/session';
import type { UserInfo } from '@/types/account';

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** Data to answer with, or a refusal. */
export type Answer = unknown | { fail: number; msg: string };
export type Handler = (call: Call) => Answer;

export function stubApi(routes: Record<string, Answer | Handler>) {
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
      const answer = typeof route === 'function' ? (route as Handler)(call) : route;
      const failed =
        answer && typeof answer === 'object' && 'fail' in answer
          ? (answer as { fail: number; msg: string })
          : null;
      const envelope = failed
        ? { status: failed.fail, msg: failed.msg, data: null }
        : { status: 200, msg: 'success', data: answer ?? null };
      return new Response(JSON.stringify(envelope), {
        status: failed ? failed.fail : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const page = <T>(records: T[]) => ({ records, total: records.length, size: 15, current: 1, pages: 1 });

export const aGroup = (overrides: Partial<GroupDetail> = {}): GroupDetail => ({
  id: 7,
  avatar: null,
  name: 'Algorithms Club',
  shortName: 'ALGO',
  brief: 'We solve things',
  owner: 'owen',
  uid: 'u-owen',
  auth: 2,
  visible: true,
  status: 0,
  memberCount: 3,
  gmtCreate: '2026-11-20T08:00:00Z',
  gmtModified: '2026-11-20T08:00:00Z',
  description: null,
  code: null,
  ...overrides,
});

/** The card an outsider reads: no description, no code. */
export const aCard = (overrides: Partial<GroupCard> = {}): GroupCard => {
  const { description: _description, code: _code, gmtModified: _modified, ...card } = aGroup(overrides);
  return card;
};

export const aMember = (uid: string, auth: number): GroupMember => ({
  id: [...uid].reduce((sum, char) => sum * 31 + char.charCodeAt(0), auth) % 100_000,
  gid: 7,
  uid,
  username: uid.replace(/^u-/, ''),
  nickname: null,
  avatar: null,
  auth,
  reason: auth <= 2 ? 'I study algorithms' : null,
  gmtCreate: '2026-11-21T08:00:00Z',
  gmtModify: '2026-11-21T08:00:00Z',
});

export const signIn = (uid: string, roles: string[] = []) =>
  sessionStore.set({
    token: 'token',
    user: { uid, username: uid.replace(/^u-/, ''), roleList: roles } as unknown as UserInfo,
  });

export const signOut = () => sessionStore.set({ token: null, user: null });
