import { GroupMemberAuth, isAdminRole, Role } from '@verdict/common';
import { power } from './staff-powers';

/** The kinds of things the policy decides about. */
export type ThingKind =
  | 'problem'
  | 'contest'
  | 'training'
  | 'group'
  | 'announcement'
  | 'class'
  | 'discussion'
  | 'comment'
  | 'note'
  | 'message'
  | 'submission'
  | 'file';

/**
 * What a viewer does with a thing. `edit` is changing it (a site problem, contest or training in
 * the back office; a group's settings); `delete` a group is disbanding it; `manage` is the kind's
 * own powers: a problem's visibility, test data and publication request; a contest's or
 * training's password, real names on its rank and entry without registering; a group's members
 * (see `decideMemberEdit`); a post's pin and its comments' moderation; rejudging.
 */
export type ThingAction = 'view' | 'create' | 'edit' | 'delete' | 'manage';

/**
 * What the policy reads of a thing. The module owning the kind builds it from its row (for
 * `create`, from the group the new thing goes to, with no owner yet).
 */
export interface Thing {
  kind: ThingKind;
  /** The user id of its author or owner; null when it has none. */
  ownerUid: string | null;
  /** The group it belongs to; null for the site's own. A class always has one. */
  gid: number | null;
  /** Shown to its managers only: a hidden contest or training, a private group problem, a disabled post. */
  hidden?: boolean;
  /** A site problem made for contests only: it belongs to its author and the admins. */
  contestOnly?: boolean;
  /** A submission made in a contest. */
  inContest?: boolean;
}

/** What the policy reads of a signed-in viewer. */
export interface Actor {
  uid: string;
  role: number;
  /** Their member auth in the thing's group (3 member, 4 admin, 5 root, and 5 for its owner); 0 when none. */
  groupRank: number;
  /** Whether the thing's owner is a student of the viewer's classes (asked for teachers and submissions only). */
  teachesOwner?: boolean;
}

/**
 * 401 asks to sign in, 404 keeps the thing unknown, 403 says it is known but not theirs: either
 * their role or rank falls short (`forbidden`), or it is someone else's (`not-owner`).
 */
export type Decision = 'allow' | 'unauthorized' | 'not-found' | 'forbidden' | 'not-owner';

const { MEMBER, ADMIN, ROOT } = GroupMemberAuth;

/** The super admin counts as a root in every group. */
function rankOf(actor: Actor): number {
  return power(actor, 'root-in-every-group') ? ROOT : actor.groupRank;
}

const isOwner = (actor: Actor, thing: Thing): boolean =>
  thing.ownerUid !== null && thing.ownerUid === actor.uid;
const allowIf = (allowed: boolean, otherwise: Decision = 'forbidden'): Decision =>
  allowed ? 'allow' : otherwise;

/**
 * A group's things, by the member auth that creates them (and so keeps editing its own). Every
 * kind follows one rule: members see them (group admins the hidden ones too, and site admins a
 * disabled post), non-members do not know of them (404, before any 403); the author while still
 * holding that auth, or a group root, edits and deletes one, and the author while still a member,
 * or a group root, manages it. Two kinds differ: a post's pin is for the group's admins (and site
 * admins among its members) and its comments are moderated by site admins as well; classes have no author, so the group's admins do
 * everything with them.
 */
const GROUP_CREATE_RANK: Partial<Record<ThingKind, number>> = {
  problem: ADMIN,
  contest: ADMIN,
  training: ADMIN,
  announcement: ADMIN,
  class: ADMIN,
  discussion: MEMBER,
  comment: MEMBER,
};

function decideInGroup(actor: Actor, action: ThingAction, thing: Thing): Decision {
  const rank = rankOf(actor);
  const createRank = GROUP_CREATE_RANK[thing.kind] ?? ADMIN;
  if (action === 'create') return allowIf(rank >= createRank);
  if (rank < MEMBER) return 'not-found';
  if (thing.kind === 'class') return allowIf(rank >= ADMIN);
  if (action === 'view') {
    if (!thing.hidden) return 'allow';
    const siteAdminReads = thing.kind === 'discussion' && isAdminRole(actor.role);
    return allowIf(rank >= ADMIN || siteAdminReads, 'not-found');
  }
  if (thing.kind === 'discussion' && action === 'manage')
    return allowIf(rank >= ADMIN || isAdminRole(actor.role));
  if (thing.kind === 'comment' && isAdminRole(actor.role)) return 'allow';
  if (rank >= ROOT) return 'allow';
  if (action !== 'manage' && rank < createRank) return 'forbidden';
  return allowIf(isOwner(actor, thing), 'not-owner');
}

/** The site's own things (no group), kind by kind. */
const SITE_RULES: Record<ThingKind, (actor: Actor, action: ThingAction, thing: Thing) => Decision> = {
  problem(actor, action, thing) {
    const { role } = actor;
    if (action === 'view') return allowIf(!thing.hidden || isAdminRole(role), 'not-found');
    if (action === 'create') return allowIf(isAdminRole(role));
    if (action === 'delete') return allowIf(role === Role.ROOT || role === Role.PROBLEM_ADMIN);
    if (role === Role.ROOT || role === Role.ADMIN || isOwner(actor, thing)) return 'allow';
    return allowIf(role === Role.PROBLEM_ADMIN && !thing.contestOnly);
  },
  contest(actor, action, thing) {
    const contestAdmin = power(actor, 'administers-every-contest') || isOwner(actor, thing);
    if (action === 'view') return allowIf(!thing.hidden || contestAdmin, 'not-found');
    if (action === 'create') return allowIf(isAdminRole(actor.role));
    if (action === 'delete') return allowIf(actor.role === Role.ROOT);
    return allowIf(contestAdmin);
  },
  training(actor, action, thing) {
    const trainingAdmin = actor.role === Role.ROOT || isOwner(actor, thing);
    if (action === 'view') return allowIf(!thing.hidden || trainingAdmin, 'not-found');
    if (action === 'delete') return allowIf(actor.role === Role.ROOT);
    if (action === 'manage') return allowIf(trainingAdmin);
    return allowIf(isAdminRole(actor.role));
  },
  group(actor, action, thing) {
    if (action === 'view' || action === 'create') return 'allow';
    if (action === 'manage') return allowIf(rankOf(actor) >= ADMIN);
    if (action === 'delete') return allowIf(isOwner(actor, thing) || power(actor, 'root-in-every-group'));
    return allowIf(rankOf(actor) >= ROOT);
  },
  announcement(actor, action) {
    return allowIf(action === 'view' || actor.role === Role.ROOT);
  },
  class: () => 'not-found',
  discussion(actor, action, thing) {
    const admin = isAdminRole(actor.role);
    if (action === 'view') return allowIf(!thing.hidden || admin);
    if (action === 'create') return 'allow';
    if (action === 'manage') return allowIf(admin);
    return allowIf(admin || isOwner(actor, thing));
  },
  comment(actor, action, thing) {
    if (action === 'view' || action === 'create') return 'allow';
    return allowIf(isAdminRole(actor.role) || (action !== 'manage' && isOwner(actor, thing)));
  },
  note(actor, action, thing) {
    if (action === 'create') return 'allow';
    const reads = action === 'view' && isAdminRole(actor.role);
    return allowIf(isOwner(actor, thing) || reads, 'not-found');
  },
  message(actor, action, thing) {
    return allowIf(action === 'create' || isOwner(actor, thing), 'not-found');
  },
  submission(actor, action, thing) {
    const { role } = actor;
    if (action === 'view' || action === 'create') return 'allow';
    if (action === 'manage') return allowIf(role === Role.ROOT);
    if (role === Role.ROOT || role === Role.ADMIN) return 'allow';
    if (thing.inContest || role !== Role.TEACHER) return 'forbidden';
    return allowIf(!!actor.teachesOwner);
  },
  file(actor, action, thing) {
    if (action === 'view') return 'allow';
    if (action === 'create')
      return allowIf(thing.gid === null ? isAdminRole(actor.role) : rankOf(actor) >= ADMIN);
    return allowIf(isOwner(actor, thing) || actor.role === Role.ROOT);
  },
};

/**
 * Kinds decided by the site rules even inside a group: a group itself (by the viewer's rank in it),
 * a submission, whose reading is the scope's (`ScopeRules`) and whose deletion follows classes, and
 * an uploaded file, which its group's admins add and which stays its uploader's.
 */
const SITE_WIDE: ReadonlySet<ThingKind> = new Set(['group', 'submission', 'file']);

/**
 * What anonymous viewers may: view the site's public problems, contests, trainings, groups, posts,
 * comments and uploaded files. A group's things are unknown to them, as to every non-member.
 */
const ANONYMOUS_VIEWS: ReadonlySet<ThingKind> = new Set([
  'problem',
  'contest',
  'training',
  'group',
  'announcement',
  'discussion',
  'comment',
  'submission',
  'file',
]);

function decideAnonymous(action: ThingAction, thing: Thing): Decision {
  const inGroup = thing.gid !== null && !SITE_WIDE.has(thing.kind);
  if (action === 'view' && inGroup) return 'not-found';
  if (action !== 'view' || !ANONYMOUS_VIEWS.has(thing.kind)) return 'unauthorized';
  if (!thing.hidden) return 'allow';
  return thing.kind === 'discussion' ? 'forbidden' : 'not-found';
}

/**
 * May the viewer do the action with the thing: the one rule of who manages what. Pure; the
 * access service gathers the viewer's group rank and classes and turns a refusal into its error.
 */
export function decide(actor: Actor | null, action: ThingAction, thing: Thing): Decision {
  if (!actor) return decideAnonymous(action, thing);
  if (thing.gid !== null && !SITE_WIDE.has(thing.kind)) return decideInGroup(actor, action, thing);
  return SITE_RULES[thing.kind](actor, action, thing);
}

/** What a group's routes ask a viewer to be in it: a member, one of its admins, or one of its roots. */
export type GroupStanding = 'member' | 'admin' | 'root';

const STANDING_RANK: Record<GroupStanding, number> = { member: MEMBER, admin: ADMIN, root: ROOT };

/**
 * Whether the viewer stands that high in the group, by `groupRank` (5 for its owner); the super
 * admin stands as a root in every group.
 */
export function holdsStanding(actor: Actor | null, standing: GroupStanding): boolean {
  return !!actor && rankOf(actor) >= STANDING_RANK[standing];
}

/** A change to one member of a group: a new member auth (granted or taken down), or their removal. */
export interface MemberEdit {
  /** The group's owner. */
  ownerUid: string;
  /** The member changed, with their member auth; null when they are not in the group. */
  target: { uid: string; rank: number | null };
  /** The member auth they are given; absent for a removal. */
  newRank?: number;
}

/**
 * Why a member edit is refused: the editor is no admin of the group (`forbidden`), the target is
 * not in it (`not-member`), removes themself (`self`), is the owner (whose auth is fixed, and whom
 * only the super admin removes, which disbands the group), is ranked as high as the editor
 * (`higher-member`), or would be given as high an auth (`higher-auth`).
 */
export type MemberEditDecision =
  'allow' | 'forbidden' | 'not-member' | 'self' | 'owner' | 'higher-member' | 'higher-auth';

/**
 * May the actor (`groupRank`: their member auth in the group) make the member edit — the group's
 * `manage` with the target's rank. Its owner and the super admin edit every member but the owner;
 * any other group admin only members ranked below themself, and to an auth below their own.
 */
export function decideMemberEdit(actor: Actor, edit: MemberEdit): MemberEditDecision {
  if (rankOf(actor) < ADMIN) return 'forbidden';
  const { target, ownerUid, newRank } = edit;
  const everyone = power(actor, 'root-in-every-group') || actor.uid === ownerUid;
  if (newRank === undefined) {
    if (target.uid === actor.uid) return 'self';
    if (target.uid === ownerUid) return power(actor, 'root-in-every-group') ? 'allow' : 'owner';
  }
  if (target.rank === null) return 'not-member';
  if (newRank !== undefined && target.uid === ownerUid) return 'owner';
  if (everyone) return 'allow';
  if (target.rank >= actor.groupRank) return 'higher-member';
  return newRank !== undefined && newRank >= actor.groupRank ? 'higher-auth' : 'allow';
}
