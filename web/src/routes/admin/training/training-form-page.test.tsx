import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { apiReply } from '@/test/api-reply';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { stubFetch } from '@/test/stub-fetch';
import TrainingFormPage from './training-form-page';

function stubServer(categories: { id: number; name: string; color: string }[]) {
  const writes: { method: string; body: unknown }[] = [];
  stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') writes.push({ method, body: JSON.parse(String(init.body)) });
    return apiReply(200, 'success', url.pathname === '/api/get-training-category' ? categories : null);
  });
  return writes;
}

function renderForm() {
  return renderRoutes(
    '/admin/training/create',
    <>
      <Route path="/admin/training/create" element={<TrainingFormPage />} />
      <Route path="/admin/training" element={<p>training list</p>} />
    </>,
  );
}

resetBetweenTests();

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
