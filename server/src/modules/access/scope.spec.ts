import { In, IsNull } from 'typeorm';
import { ProblemAuth } from '@verdict/common';
import { countsForPublicRank, PUBLIC_SCOPE, scopeOf, type Scope, type ScopeIds } from './scope';
import { isProblemIn, problemsIn, submissionColumnsOf, submissionsIn } from './scope-conditions';

describe('scopeOf', () => {
  it.each<[ScopeIds, Scope]>([
    [{}, PUBLIC_SCOPE],
    [{ cid: 0, gid: null, tid: null }, PUBLIC_SCOPE],
    [{ cid: 0, gid: -2 }, PUBLIC_SCOPE],
    [{ cid: 3 }, { kind: 'contest', cid: 3 }],
    [{ gid: 4 }, { kind: 'group', gid: 4 }],
    [{ tid: 5 }, { kind: 'training', tid: 5 }],
    [
      { cid: 3, gid: 4 },
      { kind: 'contest', cid: 3 },
    ],
    [
      { tid: 5, gid: 4 },
      { kind: 'training', tid: 5 },
    ],
  ])('%j → %j', (ids, scope) => {
    expect(scopeOf(ids)).toEqual(scope);
  });

  it.each([
    [{ cid: 0, gid: null }, true],
    [{ cid: 3, gid: null }, false],
    [{ cid: 0, gid: 4 }, false],
    [{ cid: 3, gid: 4 }, false],
  ])('a submission row %j counts for the public rank: %s', (row, expected) => {
    expect(countsForPublicRank(row)).toBe(expected);
  });
});

describe('scope conditions', () => {
  const scopes: Scope[] = [
    PUBLIC_SCOPE,
    { kind: 'contest', cid: 3 },
    { kind: 'group', gid: 4 },
    { kind: 'training', tid: 5 },
  ];

  it.each([
    [PUBLIC_SCOPE, { cid: 0, gid: IsNull(), isVerification: false }],
    [{ kind: 'contest', cid: 3 }, { cid: 3 }],
    [
      { kind: 'group', gid: 4 },
      { cid: 0, gid: 4 },
    ],
    [{ kind: 'training', tid: 5 }, { cid: In([]) }],
  ] as [Scope, object][])('submissions in %j: %j', (scope, where) => {
    expect(submissionsIn(scope)).toEqual(where);
  });

  it.each(scopes)('a new submission in %j records the scope it is read back in', (scope) => {
    const columns = submissionColumnsOf(scope);
    // Training submissions are public rows (HOJ); every other scope reads back as itself.
    expect(scopeOf(columns)).toEqual(scope.kind === 'training' ? PUBLIC_SCOPE : scope);
  });

  const problems = {
    public: { auth: ProblemAuth.PUBLIC, gid: null },
    private: { auth: ProblemAuth.PRIVATE, gid: null },
    group: { auth: ProblemAuth.PUBLIC, gid: 4 },
    groupPrivate: { auth: ProblemAuth.PRIVATE, gid: 4 },
    otherGroup: { auth: ProblemAuth.PUBLIC, gid: 9 },
  };
  it.each([
    [PUBLIC_SCOPE, { auth: ProblemAuth.PUBLIC, gid: IsNull() }, ['public']],
    [{ kind: 'group', gid: 4 }, { auth: ProblemAuth.PUBLIC, gid: 4 }, ['group']],
    [{ kind: 'contest', cid: 3 }, { id: In([]) }, []],
    [{ kind: 'training', tid: 5 }, { id: In([]) }, []],
  ] as [Scope, object, string[]][])(
    'problems in %j: %j, the loaded-row check agrees',
    (scope, where, members) => {
      expect(problemsIn(scope)).toEqual(where);
      const inScope = Object.entries(problems).filter(([, problem]) => isProblemIn(problem, scope));
      expect(inScope.map(([name]) => name)).toEqual(members);
    },
  );
});
