import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/stores/session';
import { accountDialogStore, toastStore } from '@/stores/ui';
import { apiReply } from '@/test/api-reply';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { stubFetch } from '@/test/stub-fetch';
import TrainingLayout from './training-layout';
import OverviewTab from './overview-tab';

const training = (entered: boolean) => ({
  id: 4,
  title: 'Locked graphs',
  description: entered ? 'Walk **every** edge.' : null,
  author: 'root',
  auth: 'Private',
  rank: 1000,
  status: true,
  isVip: false,
  gid: null,
  categoryId: 1,
  categoryName: 'Graphs',
  categoryColor: '#1d4ed8',
  acCount: 1,
  problemCount: 3,
  gmtCreate: '2026-11-26T08:00:00Z',
  gmtModified: '2026-11-26T08:00:00Z',
});

/** A server holding one private training behind the password "sesame". */
function stubServer() {
  let entered = false;
  const posts: unknown[] = [];
  stubFetch((url, init) => {
    if (url.pathname === '/api/get-training-detail') return apiReply(200, 'success', training(entered));
    if (url.pathname === '/api/get-training-access') return apiReply(200, 'success', { access: entered });
    if (url.pathname === '/api/register-training') {
      const body = JSON.parse(String(init.body)) as { password: string };
      posts.push(body);
      if (body.password !== 'sesame') return apiReply(400, 'Wrong training password', null);
      entered = true;
      return apiReply(200, 'success', null);
    }
    return apiReply(404, 'not found', null);
  });
  return posts;
}

function renderTraining() {
  return renderRoutes(
    '/training/4',
    <>
      <Route path="/training/:trainingID" element={<TrainingLayout />}>
        <Route index element={<OverviewTab />} />
      </Route>
      <Route path="/home" element={<p>home page</p>} />
    </>,
  );
}

resetBetweenTests();
afterEach(() => {
  sessionStore.set({ token: null, user: null });
});

describe('a private training', () => {
  it('sends a signed-out visitor home with the login dialog', async () => {
    stubServer();
    renderTraining();
    await screen.findByText('home page');
    expect(accountDialogStore.get()).toBe('Login');
    expect(toastStore.get().map((toast) => toast.text)).toContain('Please login first');
  });

  it('asks for the password, shows the server refusal, then opens once entered', async () => {
    sessionStore.set({ token: 'token', user: null });
    const posts = stubServer();
    renderTraining();
    await screen.findByText('Locked graphs');
    expect(screen.getByText('1/3')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('33.33%');
    expect(screen.getByText('Problems').getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(toastStore.get().map((toast) => toast.text)).toContain('Enter the training password');
    expect(posts).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Training password'), { target: { value: 'open' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong training password');

    fireEvent.change(screen.getByLabelText('Training password'), { target: { value: 'sesame' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('every');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Problems' })).toBeTruthy());
    expect(screen.queryByLabelText('Training password')).toBeNull();
  });
});
