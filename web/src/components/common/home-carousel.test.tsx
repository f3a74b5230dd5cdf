import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { swrFetcher } from '@/lib/swr-fetcher';
import { HomeCarousel } from './home-carousel';

function serve(images: { id: number; url: string }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 200, msg: 'success', data: images }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

function renderCarousel() {
  return render(
    <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
      <HomeCarousel />
    </SWRConfig>,
  );
}

const shownSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => !slide.hidden)
    ?.getAttribute('aria-label');

beforeEach(() => changeLocale('en-US'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HomeCarousel', () => {
  it('is not there without pictures', async () => {
    serve([]);
    const { container } = renderCarousel();
    await act(() => Promise.resolve());
    expect(container.querySelector('[data-testid="home-carousel"]')).toBeNull();
  });

  it('turns every 3 s until paused, and moves with labelled buttons', async () => {
    serve([
      { id: 1, url: '/api/public/img/a.png' },
      { id: 2, url: '/api/public/img/b.png' },
      { id: 3, url: '/api/public/img/c.png' },
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCarousel();
    await screen.findByRole('region', { name: 'Featured pictures' });
    expect(shownSlide()).toBe('1 of 3');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(shownSlide()).toBe('2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause the pictures' }));
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(shownSlide()).toBe('2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shownSlide()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(shownSlide()).toBe('3 of 3');
    expect(screen.getByRole('button', { name: 'Play the pictures' })).toBeTruthy();
  });
});
