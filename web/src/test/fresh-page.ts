/**
 * The unit tests share one jsdom per worker (`isolate: false` in vite.config.ts: setting a page up
 * per file was most of the suite's time), so each file starts from what a fresh page holds: an
 * empty document and storage, nobody signed in, no toast, notice, dialog or confirmation pending,
 * the browser's language (jsdom's is English), real timers, and no stubbed global or spy.
 */
import { cleanup } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
import { changeLocale } from '@/i18n';
import { confirmStore } from '@/components/ui/confirm';
import { sessionStore } from '@/stores/session';
import { accountDialogStore, noticeStore, toastStore } from '@/stores/ui';

beforeAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  changeLocale('en-US');
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.set({ token: null, user: null });
  toastStore.set([]);
  noticeStore.set([]);
  accountDialogStore.set(null);
  confirmStore.set(null);
});
