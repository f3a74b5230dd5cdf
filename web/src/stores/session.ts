/**
 * The signed-in user: token and user info in local storage (keys `token`, `authed`), mirrored
 * into a store so components re-render, and synced across tabs.
 */
import { Role } from '@verdict/common';
import { createStore, useStore } from '@/lib/create-store';
import { readStorage, removeStorage, StorageKey, writeStorage } from '@/lib/storage';
import type { UserInfo } from '@/types/account';

export interface Session {
  token: string | null;
  user: UserInfo | null;
}

function loadSession(): Session {
  let token: string | null = null;
  try {
    token = localStorage.getItem(StorageKey.token);
  } catch {
    token = null;
  }
  return { token, user: token ? readStorage<UserInfo | null>(StorageKey.userInfo, null) : null };
}

export const sessionStore = createStore<Session>(loadSession());

export function setToken(token: string): void {
  try {
    localStorage.setItem(StorageKey.token, token);
  } catch {
    // see writeStorage
  }
  sessionStore.set((prev) => ({ ...prev, token }));
}

export function signIn(token: string, user: UserInfo): void {
  setToken(token);
  writeStorage(StorageKey.authed, true);
  writeStorage(StorageKey.userInfo, user);
  sessionStore.set({ token, user });
}

export function updateUser(user: UserInfo): void {
  writeStorage(StorageKey.userInfo, user);
  sessionStore.set((prev) => ({ ...prev, user }));
}

export function clearSession(): void {
  removeStorage(StorageKey.token);
  removeStorage(StorageKey.authed);
  removeStorage(StorageKey.userInfo);
  sessionStore.set({ token: null, user: null });
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === StorageKey.token || event.key === StorageKey.userInfo) sessionStore.set(loadSession());
  });
}

export function useSession(): Session {
  return useStore(sessionStore);
}

export function roleCodes(user: UserInfo | null): number[] {
  return user?.roleList?.map((role) => roleIdOf(role)).filter((id): id is number => id !== null) ?? [];
}

const ROLE_BY_NAME: Record<string, number> = {
  root: Role.ROOT,
  admin: Role.ADMIN,
  problem_admin: Role.PROBLEM_ADMIN,
  teacher: Role.TEACHER,
  default_user: Role.DEFAULT_USER,
};

function roleIdOf(role: string | number | { role?: string; id?: number }): number | null {
  if (typeof role === 'number') return role;
  if (typeof role === 'string') return ROLE_BY_NAME[role] ?? null;
  if (typeof role.id === 'number') return role.id;
  return role.role ? (ROLE_BY_NAME[role.role] ?? null) : null;
}

export interface Abilities {
  isLoggedIn: boolean;
  isSuperAdmin: boolean;
  isAdmin: boolean;
  isTeacher: boolean;
  isVip: boolean;
}

export function abilitiesOf(session: Session): Abilities {
  const roles = roleCodes(session.user);
  const isSuperAdmin = roles.includes(Role.ROOT);
  return {
    isLoggedIn: Boolean(session.token && session.user),
    isSuperAdmin,
    isAdmin: isSuperAdmin || roles.includes(Role.ADMIN) || roles.includes(Role.PROBLEM_ADMIN),
    isTeacher: roles.includes(Role.TEACHER),
    isVip: Boolean(session.user?.isVip),
  };
}

export function useAbilities(): Abilities {
  return abilitiesOf(useSession());
}
