/**
 * Where a problem is opened or a submission is made. HOJ requests name it by ids (`cid`, `gid`,
 * `tid`; 0, a negative number or nothing means "not in one"); submission rows record it as `cid`
 * (0 outside contests) and `gid` (null outside groups). Every problem and submission query takes
 * one, and the access service decides what a viewer may do in it.
 */
export type Scope =
  | { readonly kind: 'public' }
  | { readonly kind: 'contest'; readonly cid: number }
  | { readonly kind: 'group'; readonly gid: number }
  | { readonly kind: 'training'; readonly tid: number };

export type ScopeKind = Scope['kind'];

export const PUBLIC_SCOPE: Scope = Object.freeze({ kind: 'public' });

/** The scope ids of a request or a submission row. */
export interface ScopeIds {
  cid?: number | null;
  gid?: number | null;
  tid?: number | null;
}

const named = (id: number | null | undefined): id is number => typeof id === 'number' && id > 0;

/**
 * The scope named by request ids or recorded on a row. A contest or a training may belong to a
 * group (HOJ sends both ids then); the contest or training is the scope and brings its group along.
 */
export function scopeOf(ids: ScopeIds): Scope {
  if (named(ids.cid)) return { kind: 'contest', cid: ids.cid };
  if (named(ids.tid)) return { kind: 'training', tid: ids.tid };
  if (named(ids.gid)) return { kind: 'group', gid: ids.gid };
  return PUBLIC_SCOPE;
}

/**
 * Only public submissions count for the global rank and the user's solved list (HOJ writes
 * `user_acproblem` for non-contest, non-group submissions only).
 */
export function countsForPublicRank(row: { cid: number; gid: number | null }): boolean {
  return scopeOf(row).kind === 'public';
}
