import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { accountDialogStore, toastStore } from '@/stores/ui';

/** Registers the page tests' hooks: English, no toasts or open dialog; unmount and unstub after. */
export function resetBetweenTests() {
  beforeEach(() => {
    changeLocale('en-US');
    toastStore.set([]);
    accountDialogStore.set(null);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
