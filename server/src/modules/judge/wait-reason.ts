import {
  isBeingJudged,
  JUDGE_STATUS_INFO,
  type JudgeStatusCode,
  type QueueSnapshot,
  type QueuedTaskLocation,
  type WaitReason,
  type WaitReasonCode,
  type WaitReasonParams,
} from '@verdict/common';

/** What the judge module needs of a submission in progress (the submission module maps its rows). */
export interface WaitingSubmission {
  submitId: number;
  /** The task id of its current attempt. */
  taskId: string;
  attempt: number;
  status: number;
  language: string;
  /** The judge named by its latest progress. */
  judger: string | null;
  /** The stage of its latest progress (`fetching-test-data`), null otherwise. */
  stage: string | null;
  /** When the row last changed (its latest progress, or the submit). */
  updatedAt: Date;
}

/** The judges online now and what they offer. */
export interface LiveJudges {
  online: number;
  languages: ReadonlySet<string>;
}

export interface WaitContext {
  now: number;
  /** Null when the queue could not be read: the row alone then speaks. */
  queue: QueueSnapshot | null;
  /** Null when the judges' registry could not be read. */
  judges: LiveJudges | null;
}

export interface ExplainedWait extends WaitReason {
  adminText: string;
  /**
   * Its judge stopped renewing the lease and no judge has taken it since, or no task has covered
   * it for longer than STUCK_WITHOUT_TASK_MS.
   */
  stuck: boolean;
}

/**
 * A row in progress that no task covers is normal for the moment between a judge's final result
 * and its recording; past this, the task was lost (the reconciler queues it again).
 */
export const STUCK_WITHOUT_TASK_MS = 30_000;

const secondsSince = (now: number, at: number) => Math.max(0, Math.round((now - at) / 1000));

const place = (position?: number) => (position ? `#${position} in the queue` : '');

/** The owner's short text per code, from the same parameters the web translates. */
function ownerText(code: WaitReasonCode, p: WaitReasonParams): string {
  switch (code) {
    case 'waiting':
      return p.position ? `Waiting for a free judge: ${place(p.position)}` : 'Waiting for a free judge';
    case 'no-judge-online':
      return 'Waiting for a judge to come online';
    case 'no-judge-for-language':
      return `No judge online offers ${p.language}`;
    case 'taken':
      return `Judge ${p.judger} took it ${p.seconds} s ago`;
    case 'fetching-test-data':
      return `Judge ${p.judger} is fetching the test data`;
    case 'requeued':
      return `Re-queued after judge ${p.judger} stopped: ${place(p.position)}`;
    case 'unqueued':
      return 'Waiting to be queued';
    case 'remote-waiting-account':
      return `Waiting for a ${p.judger} account`;
    case 'remote-submitting':
      return `Being sent to ${p.judger}`;
    case 'remote-judging':
      return `Judged on ${p.judger} for ${p.seconds} s`;
  }
}

function reason(
  code: WaitReasonCode,
  params: WaitReasonParams,
  adminText: string,
  stuck = false,
): ExplainedWait {
  return { code, params, text: ownerText(code, params), adminText, stuck };
}

const judgesOnline = (judges: LiveJudges | null) =>
  judges ? `${judges.online} judge(s) online` : 'the judges could not be read';

function explainQueued(row: WaitingSubmission, at: QueuedTaskLocation, ctx: WaitContext): ExplainedWait {
  const { position, priority, requeuedFrom } = at;
  const queued = `#${position} in the ${priority} queue, waiting ${secondsSince(ctx.now, at.queuedAt)} s`;
  const { judges } = ctx;
  if (judges && judges.online > 0 && !judges.languages.has(row.language)) {
    return reason(
      'no-judge-for-language',
      { language: row.language, position },
      `None of the ${judges.online} judge(s) online offers ${row.language}; ${queued}`,
    );
  }
  if (requeuedFrom) {
    const how = at.leaseExpired ? 'stopped renewing its lease' : 'handed it back';
    return reason(
      'requeued',
      { judger: requeuedFrom, position },
      `${requeuedFrom} ${how}; ${queued}; ${judgesOnline(judges)}`,
      !!at.leaseExpired,
    );
  }
  if (judges && judges.online === 0) {
    return reason('no-judge-online', { position }, `No judge is online; ${queued}`);
  }
  return reason('waiting', { position }, `${queued}; ${judgesOnline(judges)}`);
}

/** The queue could not be read: what the row's status and latest progress say. */
function explainFromRow(row: WaitingSubmission, now: number): ExplainedWait {
  const unread = 'The queue could not be read';
  const lastChange = secondsSince(now, row.updatedAt.getTime());
  if (row.judger && isBeingJudged(row.status)) {
    const status = JUDGE_STATUS_INFO[row.status as JudgeStatusCode].name;
    const admin = `${unread}; ${row.judger} reported ${status} ${lastChange} s ago`;
    if (row.stage === 'fetching-test-data') {
      return reason('fetching-test-data', { judger: row.judger, seconds: lastChange }, admin);
    }
    return reason('taken', { judger: row.judger, seconds: lastChange }, admin);
  }
  return reason('waiting', {}, `${unread}; submitted or re-queued ${lastChange} s ago`);
}

const isRemoteStage = (stage: string | null): stage is RemoteStage =>
  stage === 'remote-waiting-account' || stage === 'remote-submitting' || stage === 'remote-judging';

type RemoteStage = Extract<WaitReasonCode, `remote-${string}`>;

/** A remote problem's submission: the remote judge's worker reports each step on the row. */
function explainRemote(row: WaitingSubmission, stage: RemoteStage, now: number): ExplainedWait {
  const judger = row.judger!;
  const seconds = secondsSince(now, row.updatedAt.getTime());
  const admin: Record<RemoteStage, string> = {
    'remote-waiting-account': `Every ${judger} account is busy or paused (the remote's pace); waiting ${seconds} s`,
    'remote-submitting': `Being sent to ${judger} for ${seconds} s`,
    'remote-judging': `${judger} took it ${seconds} s ago; its verdict is read until the judge's limit`,
  };
  return reason(stage, { judger, seconds }, admin[stage]);
}

/**
 * The one place that says why a submission is not judged yet, from its row, where its task is
 * in the queue, the judges online and the judge's latest progress. The queue decides first (a
 * row may lag behind its task: Pending while a judge already took it, Judging after its judge
 * stopped); the row speaks alone when the queue cannot be read.
 */
export function explainWait(row: WaitingSubmission, ctx: WaitContext): ExplainedWait {
  const { now } = ctx;
  if (isRemoteStage(row.stage) && row.judger) return explainRemote(row, row.stage, now);
  if (!ctx.queue) return explainFromRow(row, now);
  const at = ctx.queue.tasks.get(row.taskId);
  if (at?.state === 'leased') {
    const seconds = secondsSince(now, at.since);
    const after = at.takenOverFrom ? ` after ${at.takenOverFrom} stopped` : '';
    const took = `${at.judger} took it ${seconds} s ago${after} (${at.priority} queue)`;
    if (row.stage === 'fetching-test-data' && row.judger === at.judger) {
      return reason(
        'fetching-test-data',
        { judger: at.judger, seconds },
        `${at.judger} is fetching the test data; ${took}`,
      );
    }
    const params = { judger: at.judger, seconds, ...(at.takenOverFrom ? { from: at.takenOverFrom } : {}) };
    return reason('taken', params, took);
  }
  if (at?.state === 'queued') return explainQueued(row, at, ctx);
  const idle = now - row.updatedAt.getTime();
  return reason(
    'unqueued',
    {},
    `No queued or running task covers attempt ${row.attempt} (task ${row.taskId}); last change ` +
      `${secondsSince(now, row.updatedAt.getTime())} s ago. Its result may be on its way; ` +
      'otherwise the reconciler queues it again.',
    idle > STUCK_WITHOUT_TASK_MS,
  );
}
