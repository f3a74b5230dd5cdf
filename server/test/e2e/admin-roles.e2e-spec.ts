import request from 'supertest';
import { Role } from '@verdict/common';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { declaredRoutes } from '../utils/route-table';

const { ADMIN, PROBLEM_ADMIN, TEACHER, DEFAULT_USER } = Role;
const ROOT_ONLY: number[] = [];
const ADMIN_ROLES = [ADMIN, PROBLEM_ADMIN];

/**
 * Who besides the super admin may call each back-office route (the roles HOJ's annotations
 * require): a path, or a path prefix ending in `/`, optionally for one verb. The most
 * specific rule wins; a route no rule covers fails the test, so a new admin route is classified here.
 */
const RULES: Array<{ route: string; allowed: number[] }> = [
  { route: '/api/admin/logout', allowed: ADMIN_ROLES },
  { route: '/api/admin/dashboard/', allowed: ADMIN_ROLES },
  { route: '/api/admin/config/', allowed: ROOT_ONLY },
  { route: '/api/admin/config/get-service-info', allowed: ADMIN_ROLES },
  { route: '/api/admin/config/get-judge-service-info', allowed: ADMIN_ROLES },
  { route: '/api/admin/switch/', allowed: ROOT_ONLY },
  { route: '/api/admin/user/', allowed: ROOT_ONLY },
  { route: '/api/admin/announcement', allowed: ROOT_ONLY },
  { route: '/api/admin/msg/', allowed: ROOT_ONLY },
  { route: '/api/admin/judge/queue', allowed: [ADMIN] },
  { route: '/api/admin/judge/', allowed: ROOT_ONLY },
  { route: 'GET /api/admin/judge/rejudge', allowed: [TEACHER] },
  { route: 'DELETE /api/admin/judge/', allowed: [ADMIN, TEACHER] },
  { route: '/api/admin/problem', allowed: ADMIN_ROLES },
  { route: '/api/admin/problem/', allowed: ADMIN_ROLES },
  { route: 'DELETE /api/admin/problem', allowed: [PROBLEM_ADMIN] },
  { route: '/api/admin/tag', allowed: [PROBLEM_ADMIN] },
  { route: '/api/admin/tag/', allowed: [PROBLEM_ADMIN] },
  { route: '/api/admin/training', allowed: ADMIN_ROLES },
  { route: '/api/admin/training/', allowed: ADMIN_ROLES },
  { route: 'DELETE /api/admin/training', allowed: ROOT_ONLY },
  { route: 'PUT /api/admin/training/problem', allowed: [PROBLEM_ADMIN] },
  { route: 'DELETE /api/admin/training/problem', allowed: [PROBLEM_ADMIN] },
  { route: '/api/admin/training/category', allowed: [PROBLEM_ADMIN] },
  { route: '/api/admin/discussion', allowed: ADMIN_ROLES },
  { route: '/api/admin/discussion-report', allowed: ADMIN_ROLES },
  { route: '/api/admin/im/', allowed: [ADMIN] },
  { route: '/api/admin/remote-judge/', allowed: [ADMIN] },
  { route: '/api/admin/audit', allowed: ROOT_ONLY },
  { route: '/api/admin/group-problem/', allowed: [PROBLEM_ADMIN] },
  { route: '/api/admin/class', allowed: [ADMIN, TEACHER] },
  { route: '/api/admin/class/', allowed: [ADMIN, TEACHER] },
  { route: '/api/admin/homework-problem', allowed: [ADMIN, TEACHER] },
  { route: '/api/admin/contest', allowed: ADMIN_ROLES },
  { route: '/api/admin/contest/', allowed: ADMIN_ROLES },
  { route: 'DELETE /api/admin/contest', allowed: ROOT_ONLY },
  { route: 'DELETE /api/admin/contest/problem', allowed: [PROBLEM_ADMIN] },
  { route: '/api/file/generate-user-excel', allowed: ROOT_ONLY },
  { route: '/api/file/upload-carouse-img', allowed: ROOT_ONLY },
  { route: '/api/file/import-', allowed: ROOT_ONLY },
  { route: '/api/file/export-problem', allowed: ROOT_ONLY },
  // Group admins upload and download their group problems' data: the group rules decide, inside.
  { route: '/api/file/upload-testcase-zip', allowed: [...ADMIN_ROLES, TEACHER, DEFAULT_USER] },
  { route: '/api/file/download-testcase', allowed: [...ADMIN_ROLES, TEACHER, DEFAULT_USER] },
];

/** The rule for `METHOD /path`, or undefined when no rule covers it. */
function ruleFor(method: string, url: string) {
  const matches = RULES.map((rule) => {
    const [verb, path] = rule.route.includes(' ') ? rule.route.split(' ') : [undefined, rule.route];
    if (verb && verb !== method) return undefined;
    const hit =
      path === url ||
      (path.endsWith('/') && url.startsWith(path)) ||
      (path.endsWith('-') && url.startsWith(path));
    return hit ? { rule, weight: path.length * 2 + (verb ? 1 : 0) } : undefined;
  }).filter((match) => match !== undefined);
  return matches.sort((a, b) => b.weight - a.weight)[0]?.rule;
}

const isBackOffice = ({ method, url }: { method: string; url: string }) =>
  (url.startsWith('/api/admin/') && url !== '/api/admin/login') || ruleFor(method, url) !== undefined;

/** A status as the table reads it; logout goes last, since it ends the session the others use. */
const outcome = (status: number) =>
  status === 403 ? 'refused' : status === 401 ? 'logged out' : status >= 500 ? 'failed' : 'let in';
const logoutLast = (route: { url: string }) => (route.url === '/api/admin/logout' ? 1 : 0);

describe('back-office access by role', () => {
  let t: TestApp;
  const tokens = new Map<number, string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of [ADMIN, PROBLEM_ADMIN, TEACHER, DEFAULT_USER]) {
      const user = await createUser(t.app, `role${role}`, role);
      tokens.set(role, await loginAs(t.app, user.username));
    }
  });
  afterAll(() => t.close());

  it('classifies every back-office route', () => {
    const unclassified = declaredRoutes(t.app)
      .filter((route) => isBackOffice(route) && !ruleFor(route.method, route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(unclassified).toEqual([]);
  });

  it('refuses each role exactly the routes the rules keep from it, and never fails on an empty request', async () => {
    const seen: string[] = [];
    const routes = declaredRoutes(t.app)
      .filter(isBackOffice)
      .sort((a, b) => logoutLast(a) - logoutLast(b));
    for (const { method, url } of routes) {
      for (const [role, token] of tokens) {
        const call = request(t.app.getHttpServer())
          [method.toLowerCase() as 'get'](url)
          .set('Authorization', token);
        const { status } = await (method === 'GET' || method === 'DELETE' ? call : call.send({}));
        seen.push(`${role} ${method} ${url} → ${outcome(status)}`);
      }
    }
    const expected = seen.map((line) => {
      const [role, method, url] = line.split(' ');
      const allowed = (ruleFor(method, url)?.allowed ?? []).includes(Number(role));
      return `${role} ${method} ${url} → ${allowed ? 'let in' : 'refused'}`;
    });
    expect(seen).toEqual(expected);
    expect(seen.length).toBeGreaterThan(100);
  });
});
