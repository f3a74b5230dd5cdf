/** The route table (of HOJ's routes, the parts this app implements); every page is a lazy chunk. */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';
import { PageLoading } from '@/components/ui/spinner';
import { adminRoutes } from '@/routes/admin/admin-routes';
import { RouteError } from './route-error';
import { preloadProblemPage, preloadStatementCode, reloadForOtherProblem } from './route-preloads';
import { UNBUILT_ROUTE_PATHS } from './unbuilt-areas';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const placeholder = page(() => import('@/routes/placeholder'));

const routes: RouteObject[] = [
  // Full screen, in a window of its own: outside the app's layout.
  {
    path: 'scrollBoard',
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    lazy: page(() => import('@/routes/scroll-board')),
  },
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Pages throw what failed to load; the boundary shows it inside the layout.
        errorElement: <RouteError />,
        // On a full load the page's chunk is still on its way: the layout shows, with a spinner inside.
        hydrateFallbackElement: <PageLoading />,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          { path: 'home', lazy: page(() => import('@/routes/home')) },
          { path: 'problem', lazy: page(() => import('@/routes/problem/problem-list')) },
          {
            path: 'problem/:problemID',
            loader: preloadProblemPage,
            shouldRevalidate: reloadForOtherProblem,
            lazy: page(() => import('@/routes/problem/problem-detail')),
          },
          { path: 'status', lazy: page(() => import('@/routes/status/status-list')) },
          {
            path: 'submission-detail/:submitID',
            lazy: page(() => import('@/routes/status/submission-detail')),
          },
          { path: 'reset-password', lazy: page(() => import('@/routes/account/reset-password')) },
          { path: 'user-home', lazy: page(() => import('@/routes/account/user-home')) },
          { path: 'setting', lazy: page(() => import('@/routes/account/setting')) },
          { path: 'logout', lazy: page(() => import('@/routes/account/logout')) },
          { path: 'contest', lazy: page(() => import('@/routes/contest/contest-list')) },
          {
            path: 'contest/:contestID',
            lazy: page(() => import('@/routes/contest/contest-detail')),
            children: [
              { index: true, lazy: page(() => import('@/routes/contest/contest-detail/overview-tab')) },
              { path: 'problems', lazy: page(() => import('@/routes/contest/contest-detail/problems-tab')) },
              {
                path: 'problem/:problemID',
                loader: preloadStatementCode,
                lazy: page(() => import('@/routes/contest/contest-detail/contest-problem-page')),
              },
              {
                path: 'submissions',
                lazy: page(() => import('@/routes/contest/contest-detail/submissions-tab')),
              },
              { path: 'rank', lazy: page(() => import('@/routes/contest/contest-detail/rank-tab')) },
              {
                path: 'announcements',
                lazy: page(() => import('@/routes/contest/contest-detail/announcements-tab')),
              },
              { path: 'comment', lazy: page(() => import('@/routes/contest/contest-detail/comment-tab')) },
              { path: 'print', lazy: page(() => import('@/routes/contest/contest-detail/print-tab')) },
              { path: 'ac-info', lazy: page(() => import('@/routes/contest/contest-detail/ac-info-tab')) },
              {
                path: 'admin-print',
                lazy: page(() => import('@/routes/contest/contest-detail/admin-print-tab')),
              },
              { path: 'rejudge', lazy: page(() => import('@/routes/contest/contest-detail/rejudge-tab')) },
              {
                path: 'scroll-board',
                lazy: page(() => import('@/routes/contest/contest-detail/scroll-board-tab')),
              },
            ],
          },
          { path: 'acm-rank', lazy: page(() => import('@/routes/rank/acm-rank')) },
          { path: 'oi-rank', lazy: page(() => import('@/routes/rank/oi-rank')) },
          { path: 'discussion', lazy: page(() => import('@/routes/discussion/discussion-list')) },
          { path: 'discussion/:problemID', lazy: page(() => import('@/routes/discussion/discussion-list')) },
          {
            path: 'discussion-detail/:discussionID',
            lazy: page(() => import('@/routes/discussion/discussion-detail')),
          },
          { path: 'message', element: <Navigate to="/message/discuss" replace /> },
          { path: 'message/:type', lazy: page(() => import('@/routes/message')) },
          { path: 'note', lazy: page(() => import('@/routes/note/note-list')) },
          { path: 'note/:id', lazy: page(() => import('@/routes/note/note-detail')) },
          { path: 'chat', lazy: page(() => import('@/routes/chat')) },
          { path: 'introduction', lazy: page(() => import('@/routes/introduction')) },
          { path: 'ojide', lazy: page(() => import('@/routes/ojide')) },
          { path: 'training', lazy: page(() => import('@/routes/training/training-list')) },
          {
            path: 'training/:trainingID',
            lazy: page(() => import('@/routes/training/training-detail')),
            children: [
              { index: true, lazy: page(() => import('@/routes/training/training-detail/overview-tab')) },
              {
                path: 'problems',
                lazy: page(() => import('@/routes/training/training-detail/problems-tab')),
              },
              {
                path: 'problem/:problemID',
                loader: preloadStatementCode,
                lazy: page(() => import('@/routes/training/training-detail/training-problem-page')),
              },
              { path: 'rank', lazy: page(() => import('@/routes/training/training-detail/rank-tab')) },
            ],
          },
          { path: 'group', lazy: page(() => import('@/routes/group/group-list')) },
          {
            path: 'group/:groupID',
            lazy: page(() => import('@/routes/group/group-detail')),
            children: [
              { index: true, lazy: page(() => import('@/routes/group/group-detail/home-tab')) },
              {
                path: 'announcement',
                lazy: page(() => import('@/routes/group/group-detail/announcement-tab')),
              },
              { path: 'member', lazy: page(() => import('@/routes/group/group-detail/member-tab')) },
              { path: 'setting', lazy: page(() => import('@/routes/group/group-detail/setting-tab')) },
              {
                path: 'problem',
                lazy: page(() => import('@/routes/group/group-detail/problem/problem-tab')),
              },
              {
                path: 'problem/:problemID',
                lazy: page(() => import('@/routes/group/group-detail/problem/group-problem-page')),
              },
              {
                path: 'training',
                lazy: page(() => import('@/routes/group/group-detail/training/training-tab')),
              },
              {
                path: 'training/:trainingID',
                lazy: page(() => import('@/routes/group/group-detail/training/group-training-layout')),
                children: [
                  {
                    index: true,
                    lazy: page(() => import('@/routes/group/group-detail/training/group-training-problems')),
                  },
                  {
                    path: 'problem/:problemID',
                    loader: preloadStatementCode,
                    lazy: page(
                      () => import('@/routes/group/group-detail/training/group-training-problem-page'),
                    ),
                  },
                  {
                    path: 'rank',
                    lazy: page(() => import('@/routes/group/group-detail/training/group-training-rank')),
                  },
                ],
              },
              {
                path: 'homework',
                lazy: page(() => import('@/routes/group/group-detail/training/homework-tab')),
              },
              {
                path: 'contest',
                lazy: page(() => import('@/routes/group/group-detail/contest/contest-tab')),
              },
              { path: 'status', lazy: page(() => import('@/routes/group/group-detail/status/status-tab')) },
              {
                path: 'submission-detail/:submitID',
                lazy: page(() => import('@/routes/group/group-detail/status/group-submission-page')),
              },
              { path: 'rank', lazy: page(() => import('@/routes/group/group-detail/rank/rank-tab')) },
              {
                path: 'discussion',
                lazy: page(() => import('@/routes/group/group-detail/discussion/discussion-tab')),
              },
              {
                path: 'discussion/:problemID',
                lazy: page(() => import('@/routes/group/group-detail/discussion/discussion-tab')),
              },
              {
                path: 'discussion-detail/:discussionID',
                lazy: page(() => import('@/routes/group/group-detail/discussion/discussion-detail-page')),
              },
              { path: '*', lazy: placeholder },
            ],
          },
          ...UNBUILT_ROUTE_PATHS.map((path) => ({ path, lazy: placeholder })),
          adminRoutes,
          { path: '*', lazy: page(() => import('@/routes/not-found')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
