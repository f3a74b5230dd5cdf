/** The back office's routes, under /admin; every page is a lazy chunk. */
import { Navigate, type RouteObject } from 'react-router-dom';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

export const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: page(() => import('./admin-layout')),
  children: [
    { index: true, lazy: page(() => import('./teacher/admin-home-page')) },
    { path: 'contest', lazy: page(() => import('./contest/contest-list-page')) },
    { path: 'problems', lazy: page(() => import('./problem/problem-list-page')) },
    { path: 'problem/create', lazy: page(() => import('./problem/problem-form-page')) },
    { path: 'problem/edit/:problemId', lazy: page(() => import('./problem/problem-form-page')) },
    { path: 'problem/copy/:problemId', lazy: page(() => import('./problem/problem-copy-page')) },
    { path: 'problem/batch-operation', lazy: page(() => import('./problem/problem-batch-page')) },
    { path: 'problem/import-export', lazy: page(() => import('./import-export/import-export-page')) },
    { path: 'problem/verification/:pid', lazy: page(() => import('./import-export/verification-page')) },
    { path: 'group-problem/apply', lazy: page(() => import('./group-problem/group-problem-apply-page')) },
    { path: 'conf', lazy: page(() => import('./config/config-page')) },
    { path: 'switch', lazy: page(() => import('./switch/switch-page')) },
    { path: 'problem/tag', lazy: page(() => import('./tag/tag-page')) },
    { path: 'training', lazy: page(() => import('./training/training-list-page')) },
    { path: 'training/create', lazy: page(() => import('./training/training-form-page')) },
    { path: 'training/:trainingId/edit', lazy: page(() => import('./training/training-form-page')) },
    { path: 'training/:trainingId/problems', lazy: page(() => import('./training/training-problems-page')) },
    { path: 'training/category', lazy: page(() => import('./training-category/category-page')) },
    { path: 'contest/create', lazy: page(() => import('./contest/contest-form-page')) },
    { path: 'contest/:contestId/edit', lazy: page(() => import('./contest/contest-form-page')) },
    { path: 'contest/:contestId/problems', lazy: page(() => import('./contest/contest-problems-page')) },
    {
      path: 'contest/:contestId/announcement',
      lazy: page(() => import('./contest/contest-announcements-page')),
    },
    { path: 'login', lazy: page(() => import('./login/admin-login-page')) },
    { path: 'user', lazy: page(() => import('./user/user-admin-page')) },
    { path: 'announcement', lazy: page(() => import('./announcement/announcement-admin-page')) },
    { path: 'notice', lazy: page(() => import('./notice/notice-admin-page')) },
    { path: 'audit', lazy: page(() => import('./audit/audit-log-page')) },
    { path: 'discussion', lazy: page(() => import('./discussion/discussion-admin-page')) },
    { path: 'chat-report', lazy: page(() => import('./chat-report/chat-report-page')) },
    { path: 'remote-judge', lazy: page(() => import('./remote-judge/remote-judge-page')) },
    { path: 'class', lazy: page(() => import('./teacher/class-list-page')) },
    { path: 'class/homeworkList/:groupID', lazy: page(() => import('./teacher/homework-list-page')) },
    { path: 'class/:classId', lazy: page(() => import('./teacher/class-detail-page')) },
    { path: 'class/:classId/rank', lazy: page(() => import('./teacher/class-rank-page')) },
    { path: 'class/:classId/person-rank/:uid', lazy: page(() => import('./teacher/person-rank-page')) },
    {
      path: 'class/:classId/student/:uid/submissions',
      lazy: page(() => import('./teacher/student-submissions-page')),
    },
    { path: 'homework', lazy: page(() => import('./teacher/homework-page')) },
    { path: 'homework-rank/:groupID/:trainingID', lazy: page(() => import('./teacher/homework-rank-page')) },
    {
      path: 'homework-problem/:groupId/:trainingId',
      lazy: page(() => import('./teacher/homework-problem-page')),
    },
    { path: 'student', lazy: page(() => import('./teacher/all-students-page')) },
    { path: 'rank', lazy: page(() => import('./teacher/rank-page')) },
    // An unknown back-office path goes to the back office's login.
    { path: '*', element: <Navigate to="/admin/login" replace /> },
  ],
};
