import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrFetcher } from '@/lib/swr-fetcher';

/** Renders `routes` at `path` with the app's fetcher and an empty SWR cache of its own. */
export function renderRoutes(path: string, routes: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
        <Routes>{routes}</Routes>
      </SWRConfig>
    </MemoryRouter>,
  );
}
