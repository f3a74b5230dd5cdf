/** App-wide UI state: the account dialog mode and the toast queue. */
import { createStore, useStore } from '@/lib/create-store';

export type AccountDialogMode = 'Login' | 'Register' | 'ResetPwd' | null;
export const accountDialogStore = createStore<AccountDialogMode>(null);

export function openAccountDialog(mode: Exclude<AccountDialogMode, null>): void {
  accountDialogStore.set(mode);
}

export function closeAccountDialog(): void {
  accountDialogStore.set(null);
}

export function useAccountDialog(): AccountDialogMode {
  return useStore(accountDialogStore);
}

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** Toasts last 2500 ms. */
export const TOAST_MS = 2500;
export const toastStore = createStore<Toast[]>([]);
let nextToastId = 1;

export function toast(kind: ToastKind, text: string): void {
  const id = nextToastId++;
  toastStore.set((list) => [...list.slice(-4), { id, kind, text }]);
  setTimeout(() => toastStore.set((list) => list.filter((item) => item.id !== id)), TOAST_MS);
}

export function useToasts(): Toast[] {
  return useStore(toastStore);
}

export interface Notice {
  id: number;
  text: string;
}

/** On wider screens an error also shows as a notification for 6000 ms. */
export const NOTICE_MS = 6000;
export const noticeStore = createStore<Notice[]>([]);

export function notifyError(text: string): void {
  const id = nextToastId++;
  noticeStore.set((list) => [...list.slice(-2), { id, text }]);
  setTimeout(() => noticeStore.set((list) => list.filter((item) => item.id !== id)), NOTICE_MS);
}

export function useNotices(): Notice[] {
  return useStore(noticeStore);
}
