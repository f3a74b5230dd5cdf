import { sessionStore } from '@/stores/session';
import type { UserInfo } from '@/types/account';

/** Signs in a user whose username is its uid, with the given roles. */
export function signIn(uid: string, roles: string[] = []) {
  sessionStore.set({ token: 'token', user: { uid, username: uid, roleList: roles } as unknown as UserInfo });
}
