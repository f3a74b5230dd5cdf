import { RemoteJudgeError } from '../remote-judge-error';

/** A Codeforces problem: its contest (a gym is a contest numbered from 100001) and its index. */
export interface CodeforcesProblemId {
  contestId: number;
  /** `A`, `B2`, `F1`: a letter, then letters or digits. */
  index: string;
  gym: boolean;
}

/** `1000A`, `1234B2` or `100001A`; this site's `CF-`/`GYM-` prefix is allowed too. */
const PROBLEM_ID = /^(\d+)([A-Za-z][A-Za-z0-9]*)$/;

export function parseCodeforcesProblemId(remoteId: string, gym: boolean): CodeforcesProblemId {
  const bare = remoteId.trim().replace(/^(CF|GYM)-/i, '');
  const match = PROBLEM_ID.exec(bare);
  if (!match) {
    throw new RemoteJudgeError('not-found', `${remoteId} is not a Codeforces problem id (like 1000A)`);
  }
  return { contestId: Number(match[1]), index: match[2].toUpperCase(), gym };
}

/** The statement's page. */
export function problemPath(id: CodeforcesProblemId): string {
  return id.gym
    ? `/gym/${id.contestId}/problem/${id.index}`
    : `/problemset/problem/${id.contestId}/${id.index}`;
}

/** The page whose form submits to the problem. */
export function submitPath(id: CodeforcesProblemId): string {
  return id.gym ? `/gym/${id.contestId}/submit` : '/problemset/submit';
}

/** The form field naming the problem: the problemset's form asks for `1000A`, a gym's for `A`. */
export function submittedProblemField(id: CodeforcesProblemId): Record<string, string> {
  return id.gym
    ? { submittedProblemIndex: id.index }
    : { submittedProblemCode: `${id.contestId}${id.index}` };
}

/** A submission's page (the problemset's runs live under their contest). */
export function submissionPath(id: CodeforcesProblemId, runId: string): string {
  return `/${id.gym ? 'gym' : 'contest'}/${id.contestId}/submission/${runId}`;
}
