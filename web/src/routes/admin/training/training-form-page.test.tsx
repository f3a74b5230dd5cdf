import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { swrFetcher } from '@/lib/swr-fetcher';
import { toastStore } from '@/stores/ui';
import TrainingFormPage from './training-form-page';

function stubServer(categories: { id: number; name: string; color: string }[]) {
  const writes: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') writes.push({ method, body: JSON.parse(String(init?.body)) });
      const data =
        new URL(path, 'http://localhost').pathname === '/api/get-training-category' ? categories : null;
      return new Response(JSON.stringify({ status: 200, msg: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return writes;
}

function renderForm() {
  return render(
    <MemoryRouter initialEntries={['/admin/training/create']}>
      <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
        <Routes>
          <Route path="/admin/training/create" element={<TrainingFormPage />} />
          <Route path="/admin/training" element={<p>training list</p>} />
        </Routes>
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
});

describe('TrainingFormPage', () => {
  it('leads to the categories when there is none', async () => {
    stubServer([]);
    renderForm();
    const link = await screen.findByRole('link', { name: 'Go to training categories' });
    expect(link.getAttribute('href')).toBe('/admin/training/category');
  });

  it('names the missing field, asks for the password of a private training, then saves', async () => {
    const writes = stubServer([{ id: 3, name: 'Graphs', color: '#1d4ed8' }]);
    renderForm();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Shortest paths' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Description is required');

    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Dijkstra first.' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Access'), { target: { value: 'Private' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Password is required');
    expect(writes).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'sesame' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('training list');
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      body: {
        training: {
          rank: 1000,
          title: 'Shortest paths',
          description: 'Dijkstra first.',
          auth: 'Private',
          privatePwd: 'sesame',
          status: true,
          isVip: false,
        },
        trainingCategory: { id: 3 },
      },
    });
  });
});
