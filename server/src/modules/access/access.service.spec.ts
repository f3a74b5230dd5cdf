import { HttpException } from '@nestjs/common';
import { ProblemAuth, Role } from '@verdict/common';
import { AccessSources } from './access-sources';
import { AccessService, type SubmissionFacts } from './access.service';
import { PUBLIC_SCOPE, type Scope } from './scope';
import type { AccessAction, ProblemFacts } from './scope-rules';
import { OPEN_LENS } from './submission-lens';
import type { Viewer } from './viewer';

const viewer = (role: number, isVip = false, uid = 'someone'): Viewer => ({ uid, role, isVip });

const VIEWERS: Record<string, Viewer | undefined> = {
  anonymous: undefined,
  user: viewer(Role.DEFAULT_USER),
  vip: viewer(Role.DEFAULT_USER, true),
  'no-submit user': viewer(Role.NO_SUBMIT),
  teacher: viewer(Role.TEACHER),
  'problem admin': viewer(Role.PROBLEM_ADMIN),
  admin: viewer(Role.ADMIN),
  root: viewer(Role.ROOT),
};
type ViewerName = keyof typeof VIEWERS;
const ADMINS: ViewerName[] = ['problem admin', 'admin', 'root'];

const PROBLEMS: Record<string, ProblemFacts> = {
  public: { id: 1, auth: ProblemAuth.PUBLIC, gid: null, isVip: false },
  'VIP-only': { id: 2, auth: ProblemAuth.PUBLIC, gid: null, isVip: true },
  private: { id: 3, auth: ProblemAuth.PRIVATE, gid: null, isVip: false },
  'contest-only': { id: 4, auth: ProblemAuth.CONTEST, gid: null, isVip: false },
  "a group's": { id: 5, auth: ProblemAuth.PUBLIC, gid: 4, isVip: false },
};

const SCOPES: Record<string, Scope> = {
  public: PUBLIC_SCOPE,
  contest: { kind: 'contest', cid: 3 },
  group: { kind: 'group', gid: 4 },
  training: { kind: 'training', tid: 5 },
};

/** 'ok', or the HTTP status and message the call answered with. */
async function outcome(call: () => unknown): Promise<string> {
  try {
    await call();
    return 'ok';
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    return `${error.getStatus()} ${error.message}`;
  }
}

const NOT_FOUND = '404 The problem does not exist';
const VIP_ONLY = '403 This problem is only available to VIP members';

describe('AccessService', () => {
  const access = new AccessService();

  describe('entering a scope', () => {
    it.each([
      ['public', 'view', 'ok'],
      ['public', 'submit', 'ok'],
      ['contest', 'view', 'ok'],
      ['contest', 'submit', '400 Contest submissions are not open yet'],
      ['group', 'view', 'ok'],
      ['group', 'submit', '400 Group submissions are not open yet'],
      ['training', 'view', 'ok'],
      ['training', 'submit', '400 Training submissions are not open yet'],
    ] as const)('%s scope, %s → %s, for every role', async (scope, action, expected) => {
      for (const who of Object.values(VIEWERS)) {
        expect(await outcome(() => access.requireScope(who, SCOPES[scope], action))).toBe(expected);
      }
    });
  });

  describe('a problem in the public scope', () => {
    const everyone = (expected: string) => Object.fromEntries(Object.keys(VIEWERS).map((v) => [v, expected]));
    const adminsOnly = { ...everyone(NOT_FOUND), ...Object.fromEntries(ADMINS.map((v) => [v, 'ok'])) };
    const table: [string, Record<string, string>][] = [
      ['public', everyone('ok')],
      ['VIP-only', { ...everyone(VIP_ONLY), vip: 'ok', ...Object.fromEntries(ADMINS.map((v) => [v, 'ok'])) }],
      ['private', adminsOnly],
      ['contest-only', adminsOnly],
      ["a group's", adminsOnly],
    ];
    for (const action of ['view', 'submit'] as AccessAction[]) {
      it.each(table)(`${action}: a %s problem`, async (problem, expected) => {
        const seen: Record<string, string> = {};
        for (const [name, who] of Object.entries(VIEWERS)) {
          seen[name] = await outcome(() =>
            access.requireProblem(who, PROBLEMS[problem], PUBLIC_SCOPE, action),
          );
        }
        expect(seen).toEqual(expected);
      });
    }

    it('answers 404 for a problem that does not exist, to admins too', async () => {
      for (const who of Object.values(VIEWERS)) {
        expect(await outcome(() => access.requireProblem(who, null, PUBLIC_SCOPE, 'view'))).toBe(NOT_FOUND);
      }
    });

    it('returns the problem it checked', async () => {
      const problem = { ...PROBLEMS.public, id: 7 };
      await expect(access.requireProblem(VIEWERS.user, problem, PUBLIC_SCOPE, 'view')).resolves.toBe(problem);
    });
  });

  it.each(['contest', 'group', 'training'])(
    'reaches no problem in a %s scope until its rules are built',
    async (scope) => {
      for (const who of Object.values(VIEWERS)) {
        for (const problem of Object.values(PROBLEMS)) {
          expect(await outcome(() => access.requireProblem(who, problem, SCOPES[scope], 'view'))).toBe(
            NOT_FOUND,
          );
        }
      }
    },
  );

  it('uses the rules the contest module provides, for contests only', async () => {
    const contests = new AccessService(
      AccessSources.of({
        contest: {
          enter: (who, scope) =>
            who?.uid === 'registered' && scope.cid === 3
              ? Promise.resolve()
              : Promise.reject(new HttpException('Not registered', 403)),
          problem: () => undefined,
        },
      }),
    );
    const contest: Scope = { kind: 'contest', cid: 3 };
    expect(
      await outcome(() =>
        contests.requireScope(viewer(Role.DEFAULT_USER, false, 'registered'), contest, 'submit'),
      ),
    ).toBe('ok');
    expect(await outcome(() => contests.requireScope(VIEWERS.user, contest, 'submit'))).toBe(
      '403 Not registered',
    );
    expect(
      await outcome(() => contests.requireProblem(VIEWERS.user, PROBLEMS.private, contest, 'view')),
    ).toBe('ok');
    expect(await outcome(() => contests.requireScope(VIEWERS.user, SCOPES.group, 'submit'))).toBe(
      '400 Group submissions are not open yet',
    );
  });

  describe('VIP benefits', () => {
    it.each([
      ['anonymous', true, false],
      ['user', true, false],
      ['vip', false, true],
      ['teacher', true, false],
      ['problem admin', false, true],
      ['admin', false, true],
      ['root', false, true],
    ] as const)('%s: VIP-only problems locked %s, solutions and VIP picks %s', (who, locked, benefits) => {
      expect(access.isProblemLocked(VIEWERS[who], { isVip: true })).toBe(locked);
      expect(access.isProblemLocked(VIEWERS[who], { isVip: false })).toBe(false);
      expect(access.seesSolution(VIEWERS[who])).toBe(benefits);
      expect(access.reachesVipProblems(VIEWERS[who])).toBe(benefits);
    });
  });

  describe('submissions', () => {
    const AUTHOR = 'author';
    const row = (over: Partial<SubmissionFacts & { share: boolean }> = {}) => ({
      uid: AUTHOR,
      cid: 0,
      gid: null,
      share: false,
      ...over,
    });
    const author = viewer(Role.DEFAULT_USER, false, AUTHOR);

    it.each([
      ['the author', author, row(), false, true],
      ['another user', VIEWERS.user, row(), true, false],
      ['another user, shared where sharing is on', VIEWERS.user, row({ share: true }), true, true],
      ['another user, shared where sharing is off', VIEWERS.user, row({ share: true }), false, false],
      ['anonymous, shared where sharing is on', undefined, row({ share: true }), true, true],
      ['a VIP', VIEWERS.vip, row(), true, false],
      ['a teacher', VIEWERS.teacher, row(), false, true],
      ['a problem admin', VIEWERS['problem admin'], row(), false, true],
      ['an admin', VIEWERS.admin, row(), false, true],
      ['root', VIEWERS.root, row(), false, true],
    ] as const)('code: %s → %s', (_name, who, submission, codeShare, expected) => {
      expect(access.codeHiddenReason(who, submission, { codeShare }) === null).toBe(expected);
    });

    it.each([
      ['the author', author, row(), false, null],
      ['a teacher', VIEWERS.teacher, row({ cid: 4 }), false, null],
      ['another user, not shared', VIEWERS.user, row(), true, 'not-shared'],
      ['anonymous, not shared', undefined, row(), true, 'not-shared'],
      ['another user, sharing off for the problem', VIEWERS.user, row({ share: true }), false, 'sharing-off'],
      ['another user, a contest submission', VIEWERS.user, row({ cid: 4 }), true, 'contest'],
      ['another user, shared', VIEWERS.user, row({ share: true }), true, null],
    ] as const)('why the code is hidden: %s → %s', (_name, who, submission, codeShare, expected) => {
      expect(access.codeHiddenReason(who, submission, { codeShare })).toBe(expected);
    });

    it.each([
      ['the author', author, row(), 'hidden-outside-contests'],
      ['a teacher', VIEWERS.teacher, row(), 'hidden-outside-contests'],
      ['an admin', VIEWERS.admin, row(), 'hidden-outside-contests'],
      ['another user, shared', VIEWERS.user, row({ share: true }), 'hidden-outside-contests'],
      ['a problem admin', VIEWERS['problem admin'], row(), null],
      ['root', VIEWERS.root, row(), null],
      ['the author, a contest submission', author, row({ cid: 4 }), null],
      ['another user, a contest submission', VIEWERS.user, row({ cid: 4 }), 'contest'],
    ] as const)('practice code hidden by the site switch: %s → %s', (_name, who, submission, expected) => {
      expect(access.codeHiddenReason(who, submission, { codeShare: true }, true)).toBe(expected);
    });

    const runningContest = { ...OPEN_LENS, hidesOthersCode: true };

    it.each([
      ['the author', author, null],
      ['a teacher', VIEWERS.teacher, 'contest'],
      ['a problem admin', VIEWERS['problem admin'], 'contest'],
      ['an admin', VIEWERS.admin, 'contest'],
      ['root, no admin of the contest', VIEWERS.root, 'contest'],
    ] as const)('code of a running contest, for all but its admins: %s → %s', (_name, who, expected) => {
      const submission = row({ cid: 4 });
      expect(access.codeHiddenReason(who, submission, { codeShare: true }, false, runningContest)).toBe(
        expected,
      );
      expect(access.seesCaseData(who, submission, runningContest)).toBe(false);
    });

    it('lets a teacher read the case data of their own submission in a running contest', () => {
      const own = viewer(Role.TEACHER, false, AUTHOR);
      expect(access.seesCaseData(own, row({ cid: 4 }), runningContest)).toBe(true);
    });

    it.each([
      ['the author', author, true, false],
      ['another user', VIEWERS.user, false, false],
      ['anonymous', undefined, false, false],
      ['a VIP', VIEWERS.vip, false, false],
      ['a teacher', VIEWERS.teacher, true, true],
      ['a problem admin', VIEWERS['problem admin'], true, true],
      ['an admin', VIEWERS.admin, true, true],
      ['root', VIEWERS.root, true, true],
    ] as const)(
      '%s: watches live status %s, sees closed case results and case data %s',
      (_name, who, watches, privileged) => {
        expect(access.watchesSubmission(who, row())).toBe(watches);
        expect(access.seesCaseResults(who, { openCaseResult: false })).toBe(privileged);
        expect(access.seesCaseResults(who, { openCaseResult: true })).toBe(true);
        expect(access.seesCaseResults(who, null)).toBe(true);
        expect(access.seesCaseData(who)).toBe(privileged);
      },
    );

    it.each([
      ['the author, public', author, row(), true, 'ok'],
      ['the author, in a group', author, row({ gid: 4 }), true, 'ok'],
      ['another user', VIEWERS.user, row(), true, '403 Only the author can share this submission'],
      ['root, not the author', VIEWERS.root, row(), true, '403 Only the author can share this submission'],
      [
        'the author, in a contest',
        author,
        row({ cid: 3 }),
        true,
        '403 Contest submissions can not be shared',
      ],
      ['the author, sharing off', author, row(), false, '403 Code sharing is turned off for this problem'],
    ] as const)('share: %s → %s', async (_name, who, submission, codeShare, expected) => {
      expect(await outcome(() => access.requireShare(who!, submission, { codeShare }))).toBe(expected);
    });

    it.each([
      ['the author, public', author, row(), true],
      ['the author, in a group', author, row({ gid: 4 }), true],
      ['the author, in a contest', author, row({ cid: 3 }), false],
      ['another user', VIEWERS.user, row(), false],
      ['an admin', VIEWERS.admin, row(), false],
      ['anonymous', undefined, row(), false],
    ] as const)('failing case download: %s → %s', (_name, who, submission, expected) => {
      expect(access.downloadsFailingCase(who, submission)).toBe(expected);
    });
  });
});
