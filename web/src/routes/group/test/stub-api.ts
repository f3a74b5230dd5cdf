/** The group screens' tests: the fake server, and a group, its members and who is signed in. */
import type { GroupCard, GroupDetail, GroupMember } from '@/hooks/api/group';
import { sessionStore } from '@/stores/session';
import type { UserInfo } from '@/types/account';

export { page, stubApi, type Answer, type Call, type Handler } from '@/test/stub-api';

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
