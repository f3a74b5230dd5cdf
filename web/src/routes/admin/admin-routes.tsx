/** The back office's routes, under /admin; every page is a lazy chunk. */
import type { RouteObject } from 'react-router-dom';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

export const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: page(() => import('./admin-layout')),
  children: [
    { index: true, lazy: page(() => import('./dashboard/dashboard-page')) },
    { path: 'contest', lazy: page(() => import('./contest/contest-list-page')) },
    { path: 'problems', lazy: page(() => import('./problem/problem-list-page')) },
    { path: 'contest/create', lazy: page(() => import('./contest/contest-form-page')) },
    { path: 'contest/:contestId/edit', lazy: page(() => import('./contest/contest-form-page')) },
    { path: 'contest/:contestId/problems', lazy: page(() => import('./contest/contest-problems-page')) },
    {
      path: 'contest/:contestId/announcement',
      lazy: page(() => import('./contest/contest-announcements-page')),
    },
  ],
};
