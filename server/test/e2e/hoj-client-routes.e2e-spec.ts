import hojClientRoutes from '../fixtures/hoj-client-routes.json';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { declaredRoutes } from '../utils/route-table';

const VERBS = ['GET', 'POST', 'PUT', 'DELETE'];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One matcher per declared route: a path parameter (`/api/msg/:type`) stands for any one segment,
 * and a route declared for every verb answers any of them.
 */
const routeMatchers = (t: TestApp): RegExp[] =>
  declaredRoutes(t.app).map(({ method, url }) => {
    const verbs = method === 'ALL' ? VERBS.join('|') : method;
    const path = url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
      .join('/');
    return new RegExp(`^(${verbs}) ${path}$`);
  });

describe("HOJ's web client routes", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists each pair the client calls once, as a verb and a literal /api path', () => {
    expect(new Set(hojClientRoutes).size).toBe(hojClientRoutes.length);
    const malformed = hojClientRoutes.filter((pair) => !/^(GET|POST|PUT|DELETE) \/api\/[\w/.-]+$/.test(pair));
    expect(malformed).toEqual([]);
  });

  it('declares every route the client calls', () => {
    const matchers = routeMatchers(t);
    const missing = hojClientRoutes.filter((pair) => !matchers.some((matcher) => matcher.test(pair)));
    expect(missing).toEqual([]);
  });
});
