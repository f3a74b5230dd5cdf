import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeStore, notifyError, NOTICE_MS, toast, toastStore, TOAST_MS } from './ui';

describe('toasts and notifications', () => {
  afterEach(() => {
    vi.useRealTimers();
    toastStore.set([]);
    noticeStore.set([]);
  });

  it('keeps a toast 2500 ms and an error notification 6000 ms', () => {
    vi.useFakeTimers();
    toast('error', 'Server error, please refresh again');
    notifyError('Server error, please refresh again');
    vi.advanceTimersByTime(TOAST_MS + 1);
    expect(toastStore.get()).toHaveLength(0);
    expect(noticeStore.get().map((notice) => notice.text)).toEqual(['Server error, please refresh again']);
    vi.advanceTimersByTime(NOTICE_MS - TOAST_MS);
    expect(noticeStore.get()).toHaveLength(0);
  });
});
