import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { confirmStore } from '@/components/ui/confirm';
import { swrFetcher } from '@/lib/swr-fetcher';
import { toastStore } from '@/stores/ui';
import { DiscussionTable } from './discussion-table';

const row = (id: number, topPriority = 0, status = 0) => ({
  id,
  title: `Post ${id}`,
  author: 'ann',
  topPriority,
  status,
  gmtCreate: '2026-11-26T08:00:00Z',
});

function stubApi() {
  const writes: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const url = new URL(path, 'http://localhost');
      const method = init?.method ?? 'GET';
      if (method !== 'GET')
        writes.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const data =
        method === 'GET'
          ? { records: [row(1, 1), row(2, 0, 1)], total: 2, size: 10, current: 1, pages: 1 }
          : null;
      return new Response(JSON.stringify({ status: 200, msg: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return writes;
}

function renderTable() {
  return render(
    <MemoryRouter>
      <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
        <DiscussionTable />
      </SWRConfig>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  changeLocale('en-US');
  toastStore.set([]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  confirmStore.set(null);
});

describe('DiscussionTable', () => {
  it('refuses to delete an empty selection, and deletes the chosen ones after confirmation', async () => {
    const writes = stubApi();
    renderTable();
    await screen.findByText('Post 2');
    fireEvent.click(screen.getByTestId('admin-discussion-delete'));
    expect(toastStore.get().map((item) => item.text)).toContain('Please select the discussions first');
    expect(writes).toEqual([]);

    fireEvent.click(screen.getByLabelText('Select Post 2'));
    fireEvent.click(screen.getByTestId('admin-discussion-delete'));
    await waitFor(() => expect(confirmStore.get()?.text).toBe('Delete the 1 selected discussions?'));
    act(() => confirmStore.get()?.resolve(true));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0].method).toBe('DELETE');
    expect(writes[0].body).toEqual([2]);
  });

  it('unpins a pinned post and enables a disabled one', async () => {
    const writes = stubApi();
    renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Unpin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Disabled · enable' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes.map((write) => write.body)).toEqual([
      { id: 1, topPriority: 0 },
      { id: 2, status: 0 },
    ]);
  });
});
