import { Role } from '@verdict/common';
import {
  decide,
  decideMemberEdit,
  holdsStanding,
  type Actor,
  type Decision,
  type GroupStanding,
  type MemberEditDecision,
  type Thing,
  type ThingAction,
  type ThingKind,
} from './policy';
import { power, type StaffPower } from './staff-powers';

/**
 * Every role against every kind and action. A row reads: the thing, the action, then one answer
 * per column — ok (allowed), 401, 403 or 404. "author" wrote the thing (in a group, with the rank
 * that creates it: a group admin, a member for posts and comments, the owner for the group itself);
 * "ex-author" wrote it but has since lost that rank (a group's previous admin, or an ordinary
 * member). A teacher teaches the owner of the submissions in the table.
 */
const COLUMNS = [
  'anonymous',
  'user',
  'member',
  'group admin',
  'group root',
  'teacher',
  'problem admin',
  'admin',
  'super admin',
  'author',
  'ex-author',
] as const;

type Column = (typeof COLUMNS)[number];
type Where = 'site' | 'group' | 'hidden' | 'group hidden' | 'contest-only' | 'in contest';

const G = 7;
const CREATE_RANK: Partial<Record<ThingKind, number>> = { discussion: 3, comment: 3, group: 5 };

function actorOf(column: Column, kind: ThingKind): Actor | null {
  const user = (uid: string, role: number, groupRank = 0): Actor => ({
    uid,
    role,
    groupRank,
    teachesOwner: true,
  });
  const authorRank = CREATE_RANK[kind] ?? 4;
  const actors: Record<Column, Actor | null> = {
    anonymous: null,
    user: user('u', Role.DEFAULT_USER),
    member: user('m', Role.DEFAULT_USER, 3),
    'group admin': user('ga', Role.DEFAULT_USER, 4),
    'group root': user('gr', Role.DEFAULT_USER, 5),
    teacher: user('t', Role.TEACHER),
    'problem admin': user('pa', Role.PROBLEM_ADMIN),
    admin: user('ad', Role.ADMIN),
    'super admin': user('su', Role.ROOT),
    author: user('author', Role.DEFAULT_USER, authorRank),
    'ex-author': user('author', Role.DEFAULT_USER, authorRank - 1),
  };
  return actors[column];
}

function thingOf(kind: ThingKind, where: Where): Thing {
  const inGroup = where === 'group' || where === 'group hidden' || kind === 'class' || kind === 'group';
  return {
    kind,
    ownerUid: kind === 'class' ? null : 'author',
    gid: inGroup ? G : null,
    hidden: where === 'hidden' || where === 'group hidden',
    contestOnly: where === 'contest-only',
    inContest: where === 'in contest',
  };
}

//  kind            where           action     anon user mem  gAdm gRoot teach pAdm admin super author ex-author
// prettier-ignore
const TABLE: Array<[ThingKind, Where, ThingAction, string]> = [
  ['problem',      'site',         'view',   'ok  ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['problem',      'hidden',       'view',   '404 404 404 404 404 404 ok  ok  ok  404 404'],
  ['problem',      'site',         'create', '401 403 403 403 403 403 ok  ok  ok  403 403'],
  ['problem',      'site',         'edit',   '401 403 403 403 403 403 ok  ok  ok  ok  ok '],
  ['problem',      'contest-only', 'edit',   '401 403 403 403 403 403 403 ok  ok  ok  ok '],
  ['problem',      'site',         'delete', '401 403 403 403 403 403 ok  403 ok  403 403'],
  ['problem',      'site',         'manage', '401 403 403 403 403 403 ok  ok  ok  ok  ok '],
  ['problem',      'contest-only', 'manage', '401 403 403 403 403 403 403 ok  ok  ok  ok '],
  ['problem',      'group',        'view',   '404 404 ok  ok  ok  404 404 404 ok  ok  ok '],
  ['problem',      'group hidden', 'view',   '404 404 404 ok  ok  404 404 404 ok  ok  404'],
  ['problem',      'group',        'create', '401 403 403 ok  ok  403 403 403 ok  ok  403'],
  ['problem',      'group',        'edit',   '401 404 403 403 ok  404 404 404 ok  ok  403'],
  ['problem',      'group',        'delete', '401 404 403 403 ok  404 404 404 ok  ok  403'],
  ['problem',      'group',        'manage', '401 404 403 403 ok  404 404 404 ok  ok  ok '],

  ['contest',      'site',         'view',   'ok  ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['contest',      'hidden',       'view',   '404 404 404 404 404 404 404 404 ok  ok  ok '],
  ['contest',      'site',         'create', '401 403 403 403 403 403 ok  ok  ok  403 403'],
  ['contest',      'site',         'edit',   '401 403 403 403 403 403 403 403 ok  ok  ok '],
  ['contest',      'site',         'delete', '401 403 403 403 403 403 403 403 ok  403 403'],
  ['contest',      'site',         'manage', '401 403 403 403 403 403 403 403 ok  ok  ok '],
  ['contest',      'group',        'view',   '404 404 ok  ok  ok  404 404 404 ok  ok  ok '],
  ['contest',      'group hidden', 'view',   '404 404 404 ok  ok  404 404 404 ok  ok  404'],
  ['contest',      'group',        'create', '401 403 403 ok  ok  403 403 403 ok  ok  403'],
  ['contest',      'group',        'edit',   '401 404 403 403 ok  404 404 404 ok  ok  403'],
  ['contest',      'group',        'delete', '401 404 403 403 ok  404 404 404 ok  ok  403'],
  ['contest',      'group',        'manage', '401 404 403 403 ok  404 404 404 ok  ok  ok '],

  ['training',     'site',         'view',   'ok  ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['training',     'hidden',       'view',   '404 404 404 404 404 404 404 404 ok  ok  ok '],
  ['training',     'site',         'create', '401 403 403 403 403 403 ok  ok  ok  403 403'],
  ['training',     'site',         'edit',   '401 403 403 403 403 403 ok  ok  ok  403 403'],
  ['training',     'site',         'delete', '401 403 403 403 403 403 403 403 ok  403 403'],
  ['training',     'site',         'manage', '401 403 403 403 403 403 403 403 ok  ok  ok '],
  ['training',     'group',        'view',   '404 404 ok  ok  ok  404 404 404 ok  ok  ok '],
  ['training',     'group hidden', 'view',   '404 404 404 ok  ok  404 404 404 ok  ok  404'],
  ['training',     'group',        'create', '401 403 403 ok  ok  403 403 403 ok  ok  403'],
  ['training',     'group',        'edit',   '401 404 403 403 ok  404 404 404 ok  ok  403'],
  ['training',     'group',        'delete', '401 404 403 403 ok  404 404 404 ok  ok  403'],
  ['training',     'group',        'manage', '401 404 403 403 ok  404 404 404 ok  ok  ok '],

  ['group',        'site',         'view',   'ok  ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['group',        'site',         'create', '401 ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['group',        'site',         'edit',   '401 403 403 403 ok  403 403 403 ok  ok  403'],
  ['group',        'site',         'delete', '401 403 403 403 403 403 403 403 ok  ok  ok '],
  ['group',        'site',         'manage', '401 403 403 ok  ok  403 403 403 ok  ok  ok '],

  ['announcement', 'site',         'view',   'ok  ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['announcement', 'site',         'create', '401 403 403 403 403 403 403 403 ok  403 403'],
  ['announcement', 'site',         'edit',   '401 403 403 403 403 403 403 403 ok  403 403'],
  ['announcement', 'site',         'delete', '401 403 403 403 403 403 403 403 ok  403 403'],
  ['announcement', 'group',        'view',   '404 404 ok  ok  ok  404 404 404 ok  ok  ok '],
  ['announcement', 'group hidden', 'view',   '404 404 404 ok  ok  404 404 404 ok  ok  404'],
  ['announcement', 'group',        'create', '401 403 403 ok  ok  403 403 403 ok  ok  403'],
  ['announcement', 'group',        'edit',   '401 404 403 403 ok  404 404 404 ok  ok  403'],
  ['announcement', 'group',        'delete', '401 404 403 403 ok  404 404 404 ok  ok  403'],

  ['class',        'group',        'view',   '404 404 403 ok  ok  404 404 404 ok  ok  403'],
  ['class',        'group',        'create', '401 403 403 ok  ok  403 403 403 ok  ok  403'],
  ['class',        'group',        'edit',   '401 404 403 ok  ok  404 404 404 ok  ok  403'],
  ['class',        'group',        'delete', '401 404 403 ok  ok  404 404 404 ok  ok  403'],
  ['class',        'group',        'manage', '401 404 403 ok  ok  404 404 404 ok  ok  403'],

  ['discussion',   'site',         'view',   'ok  ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['discussion',   'hidden',       'view',   '403 403 403 403 403 403 ok  ok  ok  403 403'],
  ['discussion',   'site',         'create', '401 ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['discussion',   'site',         'edit',   '401 403 403 403 403 403 ok  ok  ok  ok  ok '],
  ['discussion',   'site',         'delete', '401 403 403 403 403 403 ok  ok  ok  ok  ok '],
  ['discussion',   'site',         'manage', '401 403 403 403 403 403 ok  ok  ok  403 403'],
  ['discussion',   'group',        'view',   '404 404 ok  ok  ok  404 404 404 ok  ok  404'],
  ['discussion',   'group hidden', 'view',   '404 404 404 ok  ok  404 404 404 ok  404 404'],
  ['discussion',   'group',        'create', '401 403 ok  ok  ok  403 403 403 ok  ok  403'],
  ['discussion',   'group',        'edit',   '401 404 403 403 ok  404 404 404 ok  ok  404'],
  ['discussion',   'group',        'delete', '401 404 403 403 ok  404 404 404 ok  ok  404'],
  ['discussion',   'group',        'manage', '401 404 403 ok  ok  404 404 404 ok  403 404'],

  ['comment',      'site',         'view',   'ok  ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['comment',      'site',         'create', '401 ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['comment',      'site',         'delete', '401 403 403 403 403 403 ok  ok  ok  ok  ok '],
  ['comment',      'site',         'manage', '401 403 403 403 403 403 ok  ok  ok  403 403'],
  ['comment',      'group',        'view',   '404 404 ok  ok  ok  404 404 404 ok  ok  404'],
  ['comment',      'group',        'create', '401 403 ok  ok  ok  403 403 403 ok  ok  403'],
  ['comment',      'group',        'delete', '401 404 403 403 ok  404 404 404 ok  ok  404'],
  ['comment',      'group',        'manage', '401 404 403 403 ok  404 404 404 ok  ok  404'],

  ['note',         'site',         'view',   '401 404 404 404 404 404 ok  ok  ok  ok  ok '],
  ['note',         'site',         'create', '401 ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['note',         'site',         'edit',   '401 404 404 404 404 404 404 404 404 ok  ok '],
  ['note',         'site',         'delete', '401 404 404 404 404 404 404 404 404 ok  ok '],

  ['message',      'site',         'view',   '401 404 404 404 404 404 404 404 404 ok  ok '],
  ['message',      'site',         'delete', '401 404 404 404 404 404 404 404 404 ok  ok '],

  ['submission',   'site',         'view',   'ok  ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['submission',   'site',         'create', '401 ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['submission',   'site',         'delete', '401 403 403 403 403 ok  403 ok  ok  403 403'],
  ['submission',   'group',        'delete', '401 403 403 403 403 ok  403 ok  ok  403 403'],
  ['submission',   'in contest',   'delete', '401 403 403 403 403 403 403 ok  ok  403 403'],
  ['submission',   'site',         'manage', '401 403 403 403 403 403 403 403 ok  403 403'],

  ['file',         'site',         'view',   'ok  ok  ok  ok  ok  ok  ok  ok  ok  ok  ok '],
  ['file',         'site',         'create', '401 403 403 403 403 403 ok  ok  ok  403 403'],
  ['file',         'group',        'create', '401 403 403 ok  ok  403 403 403 ok  ok  403'],
  ['file',         'site',         'delete', '401 403 403 403 403 403 403 403 ok  ok  ok '],
];

const ANSWER: Record<Decision, string> = {
  allow: 'ok',
  unauthorized: '401',
  forbidden: '403',
  'not-owner': '403',
  'not-found': '404',
};

/** Whether each column stands as a member, an admin or a root of the group ("author" is its owner). */
// prettier-ignore
const STANDINGS: Array<[GroupStanding, string]> = [
  ['member', 'no  no  ok  ok  ok  no  no  no  ok  ok  ok '],
  ['admin',  'no  no  no  ok  ok  no  no  no  ok  ok  ok '],
  ['root',   'no  no  no  no  ok  no  no  no  ok  ok  no '],
];

/** Which columns hold each staff power; in the "vip" rows every column is a VIP. */
// prettier-ignore
const POWERS: Array<[StaffPower, 'as is' | 'vip', string]> = [
  ['root-in-every-group',        'as is', 'no  no  no  no  no  no  no  no  ok  no  no '],
  ['administers-every-contest',  'as is', 'no  no  no  no  no  no  no  no  ok  no  no '],
  ['skips-posting-limits',       'as is', 'no  no  no  no  no  no  ok  ok  ok  no  no '],
  ['skips-group-limits',         'as is', 'no  no  no  no  no  no  ok  ok  ok  no  no '],
  ['sees-judge-failures',        'as is', 'no  no  no  no  no  no  ok  ok  ok  no  no '],
  ['reads-everyones-code',       'as is', 'no  no  no  no  no  ok  ok  ok  ok  no  no '],
  ['reads-hidden-practice-code', 'as is', 'no  no  no  no  no  no  ok  no  ok  no  no '],
  ['has-vip-benefits',           'as is', 'no  no  no  no  no  no  ok  ok  ok  no  no '],
  ['moves-any-test-data',        'as is', 'no  no  no  no  no  no  ok  ok  ok  no  no '],
  ['refreshes-statistics',       'as is', 'no  no  no  no  no  no  ok  ok  ok  no  no '],
  ['signs-in-to-back-office',    'as is', 'no  no  no  no  no  no  ok  ok  ok  no  no '],
  ['rejudges',                   'as is', 'no  no  no  no  no  no  no  no  ok  no  no '],
  ['rejudges',                   'vip',   'no  no  no  no  no  ok  no  no  ok  no  no '],
];

type Target = 'member' | 'admin' | 'root' | 'owner' | 'outsider' | 'self';
const TARGETS: Record<Exclude<Target, 'self'>, { uid: string; rank: number | null }> = {
  member: { uid: 'x3', rank: 3 },
  admin: { uid: 'x4', rank: 4 },
  root: { uid: 'x5', rank: 5 },
  owner: { uid: 'author', rank: 5 },
  outsider: { uid: 'x0', rank: null },
};

/**
 * Member edits by each column in a group owned by "author": removing the target, or giving them
 * another member auth. self = removing oneself, owner = the owner's auth is fixed (and only the
 * super admin removes the owner), higher = the target ranks as high as the editor, auth = the new
 * auth would.
 */
// prettier-ignore
const MEMBER_EDITS: Array<[Target, 'remove' | 3 | 4 | 5, string]> = [
  ['member',   'remove', '401 403 403 ok  ok  403 403 403 ok  ok  ok '],
  ['admin',    'remove', '401 403 403 higher ok 403 403 403 ok ok ok '],
  ['root',     'remove', '401 403 403 higher higher 403 403 403 ok ok ok '],
  ['owner',    'remove', '401 403 403 owner owner 403 403 403 ok self self'],
  ['outsider', 'remove', '401 403 403 404 404 403 403 403 404 404 404'],
  ['self',     'remove', '401 403 403 self self 403 403 403 self self self'],
  ['member',   3,        '401 403 403 ok  ok  403 403 403 ok  ok  ok '],
  ['member',   4,        '401 403 403 auth ok 403 403 403 ok  ok  ok '],
  ['member',   5,        '401 403 403 auth auth 403 403 403 ok ok ok '],
  ['admin',    3,        '401 403 403 higher ok 403 403 403 ok ok ok '],
  ['root',     4,        '401 403 403 higher higher 403 403 403 ok ok ok '],
  ['owner',    3,        '401 403 403 owner owner 403 403 403 owner owner owner'],
  ['outsider', 3,        '401 403 403 404 404 403 403 403 404 404 404'],
];

const EDIT_ANSWER: Record<MemberEditDecision, string> = {
  allow: 'ok',
  forbidden: '403',
  'not-member': '404',
  self: 'self',
  owner: 'owner',
  'higher-member': 'higher',
  'higher-auth': 'auth',
};

const byColumn = (answers: string) =>
  answers
    .trim()
    .split(/\s+/)
    .map((answer, i) => `${COLUMNS[i]}: ${answer}`);

describe('access policy', () => {
  it.each(TABLE)('%s (%s) %s', (kind, where, action, expected) => {
    const thing = thingOf(kind, where);
    const answers = COLUMNS.map(
      (column) => `${column}: ${ANSWER[decide(actorOf(column, kind), action, thing)]}`,
    );
    const wanted = expected
      .trim()
      .split(/\s+/)
      .map((answer, i) => `${COLUMNS[i]}: ${answer}`);
    expect(answers).toEqual(wanted);
  });

  it('has an answer for every column in every row', () => {
    const rows = [
      ...TABLE.map((row) => row[3]),
      ...STANDINGS.map((row) => row[1]),
      ...POWERS.map((row) => row[2]),
      ...MEMBER_EDITS.map((row) => row[2]),
    ];
    for (const expected of rows) expect(expected.trim().split(/\s+/)).toHaveLength(COLUMNS.length);
  });

  it.each(STANDINGS)('stands in the group as a %s', (standing, expected) => {
    const answers = COLUMNS.map(
      (column) => `${column}: ${holdsStanding(actorOf(column, 'group'), standing) ? 'ok' : 'no'}`,
    );
    expect(answers).toEqual(byColumn(expected));
  });

  it.each(POWERS)('holds the staff power %s (%s)', (name, vip, expected) => {
    const answers = COLUMNS.map((column) => {
      const actor = actorOf(column, 'group');
      const held = power(actor && { role: actor.role, isVip: vip === 'vip' }, name);
      return `${column}: ${held ? 'ok' : 'no'}`;
    });
    expect(answers).toEqual(byColumn(expected));
  });

  it.each(MEMBER_EDITS)('edits a group member: the %s, to %s', (target, change, expected) => {
    const answers = COLUMNS.map((column) => {
      const actor = actorOf(column, 'group');
      if (!actor) return `${column}: 401`;
      const edit = {
        ownerUid: 'author',
        target: target === 'self' ? { uid: actor.uid, rank: actor.groupRank } : TARGETS[target],
        newRank: change === 'remove' ? undefined : change,
      };
      return `${column}: ${EDIT_ANSWER[decideMemberEdit(actor, edit)]}`;
    });
    expect(answers).toEqual(byColumn(expected));
  });
});
