import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet, Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ContestInfo } from '@/types/contest';
import { toastStore } from '@/stores/ui';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { callsTo, page, stubApi } from '@/test/stub-api';
import type { ContestOutlet } from './contest-context';
import PrintTab from './print-tab';

const outlet = {
  contest: { id: 5, title: 'Weekly Cup', openPrint: true } as unknown as ContestInfo,
  now: Date.parse('2026-11-28T09:00:00Z'),
  status: 0,
  isContestAdmin: false,
  hasAccess: true,
  boardVersion: 0,
  clarificationVersion: 0,
  reload: () => undefined,
} satisfies ContestOutlet;

const LISTING = 'int main() {\n  // a listing long enough to be worth printing on paper\n}\n';

resetBetweenTests();

describe('PrintTab', () => {
  it('confirms a print request as sent for printing, not as a code submission', async () => {
    signIn('ann');
    const calls = stubApi({ '/api/get-contest-print': page([]), 'POST /api/submit-print-text': null });
    renderRoutes(
      '/contest/5/print',
      <Route element={<Outlet context={outlet} />}>
        <Route path="/contest/5/print" element={<PrintTab />} />
      </Route>,
    );
    fireEvent.change(await screen.findByLabelText('Text to print'), { target: { value: LISTING } });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(toastStore.get().map((item) => item.text)).toEqual(['Sent for printing']));
    expect(callsTo(calls, 'POST', '/api/submit-print-text')[0].body).toEqual({
      cid: 5,
      content: LISTING.trim(),
    });
  });
});
