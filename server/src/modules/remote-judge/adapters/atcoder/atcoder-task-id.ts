import { RemoteJudgeError } from '../remote-judge-error';

/** An AtCoder task and the contest it belongs to. */
export interface AtCoderTaskId {
  contest: string;
  task: string;
}

/** Task ids are the contest's id, an underscore and the task's letter or number. */
const TASK_ID = /^([a-z0-9][a-z0-9_-]*)_([a-z0-9]+)$/i;

/**
 * `abc300_a` → contest `abc300`, task `abc300_a`. The contest is everything before the last
 * underscore, which also holds for old numbered tasks (`arc001_1` → `arc001`) and contest ids
 * with hyphens (`tessoku-book_a01` → `tessoku-book`).
 */
export function parseAtCoderTaskId(remoteId: string): AtCoderTaskId {
  const match = TASK_ID.exec(remoteId.trim());
  if (!match) throw new RemoteJudgeError('not-found', `${remoteId} is not an AtCoder task id`);
  return { contest: match[1], task: match[0] };
}

export function taskPath({ contest, task }: AtCoderTaskId): string {
  return `/contests/${encodeURIComponent(contest)}/tasks/${encodeURIComponent(task)}`;
}

export function contestPath(contest: string): string {
  return `/contests/${encodeURIComponent(contest)}`;
}
