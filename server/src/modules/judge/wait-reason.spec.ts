import { JudgeStatus, type QueueSnapshot, type TaskLocation } from '@verdict/common';
import { explainWait, STUCK_WITHOUT_TASK_MS, type LiveJudges, type WaitingSubmission } from './wait-reason';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);

const row = (fields: Partial<WaitingSubmission> = {}): WaitingSubmission => ({
  submitId: 7,
  taskId: '7:0',
  attempt: 0,
  status: JudgeStatus.PENDING,
  language: 'C++',
  judger: null,
  stage: null,
  updatedAt: new Date(NOW - 5_000),
  ...fields,
});

const queueWith = (location?: TaskLocation): QueueSnapshot => ({
  at: NOW,
  depth: { test: 0, contest: 0, normal: 1, rejudge: 0 },
  oldestQueuedAt: NOW - 5_000,
  tasks: new Map(location ? [['7:0', location]] : []),
});

const queued = (fields: Partial<Extract<TaskLocation, { state: 'queued' }>> = {}): TaskLocation => ({
  state: 'queued',
  priority: 'normal',
  position: 3,
  queuedAt: NOW - 4_000,
  ...fields,
});

const leased = (fields: Partial<Extract<TaskLocation, { state: 'leased' }>> = {}): TaskLocation => ({
  state: 'leased',
  priority: 'normal',
  judger: 'judge-a',
  since: NOW - 12_000,
  ...fields,
});

const judges = (online: number, languages = ['C++', 'Python3']): LiveJudges => ({
  online,
  languages: new Set(languages),
});

describe('explainWait', () => {
  it.each([
    [
      'waiting behind others',
      row(),
      queued(),
      judges(2),
      { code: 'waiting', params: { position: 3 }, text: 'Waiting for a free judge: #3 in the queue' },
    ],
    [
      'no judge offers the language',
      row({ language: 'Java' }),
      queued(),
      judges(2),
      {
        code: 'no-judge-for-language',
        params: { language: 'Java', position: 3 },
        text: 'No judge online offers Java',
      },
    ],
    [
      'no judge online at all',
      row({ language: 'Java' }),
      queued(),
      judges(0, []),
      { code: 'no-judge-online', params: { position: 3 }, text: 'Waiting for a judge to come online' },
    ],
    [
      'a judge took it, the row still Pending',
      row(),
      leased(),
      judges(2),
      { code: 'taken', params: { judger: 'judge-a', seconds: 12 }, text: 'Judge judge-a took it 12 s ago' },
    ],
    [
      'taken over from a judge that stopped',
      row({ status: JudgeStatus.JUDGING, judger: 'judge-a' }),
      leased({ judger: 'judge-b', takenOverFrom: 'judge-a' }),
      judges(2),
      { code: 'taken', params: { judger: 'judge-b', seconds: 12, from: 'judge-a' } },
    ],
    [
      'fetching test data',
      row({ status: JudgeStatus.COMPILING, judger: 'judge-a', stage: 'fetching-test-data' }),
      leased(),
      judges(2),
      {
        code: 'fetching-test-data',
        params: { judger: 'judge-a', seconds: 12 },
        text: 'Judge judge-a is fetching the test data',
      },
    ],
    [
      "another judge's old stage is not this judge's",
      row({ status: JudgeStatus.COMPILING, judger: 'judge-a', stage: 'fetching-test-data' }),
      leased({ judger: 'judge-b', takenOverFrom: 'judge-a' }),
      judges(2),
      { code: 'taken', params: { judger: 'judge-b', seconds: 12, from: 'judge-a' } },
    ],
    [
      're-queued after its judge stopped',
      row({ status: JudgeStatus.JUDGING, judger: 'judge-a' }),
      queued({ position: 1, requeuedFrom: 'judge-a', leaseExpired: true }),
      judges(1),
      {
        code: 'requeued',
        params: { judger: 'judge-a', position: 1 },
        text: 'Re-queued after judge judge-a stopped: #1 in the queue',
        stuck: true,
      },
    ],
    [
      'handed back by a judge shutting down',
      row(),
      queued({ position: 1, requeuedFrom: 'judge-a' }),
      judges(1),
      { code: 'requeued', params: { judger: 'judge-a', position: 1 }, stuck: false },
    ],
    [
      'no task, just now',
      row(),
      undefined,
      judges(1),
      { code: 'unqueued', params: {}, text: 'Waiting to be queued', stuck: false },
    ],
    [
      'no task for long',
      row({ updatedAt: new Date(NOW - STUCK_WITHOUT_TASK_MS - 1000) }),
      undefined,
      judges(1),
      { code: 'unqueued', stuck: true },
    ],
  ] as const)('%s', (_name, submission, location, live, expected) => {
    const explained = explainWait(submission, { now: NOW, queue: queueWith(location), judges: live });
    expect(explained).toMatchObject({ stuck: false, ...expected });
    expect(explained.adminText.length).toBeGreaterThan(0);
  });

  it('tells admins which judge, since when, and the queue', () => {
    const taken = explainWait(row(), {
      now: NOW,
      queue: queueWith(leased({ judger: 'judge-b', takenOverFrom: 'judge-a', priority: 'contest' })),
      judges: judges(2),
    });
    expect(taken.adminText).toBe('judge-b took it 12 s ago after judge-a stopped (contest queue)');
    const waiting = explainWait(row(), { now: NOW, queue: queueWith(queued()), judges: judges(2) });
    expect(waiting.adminText).toBe('#3 in the normal queue, waiting 4 s; 2 judge(s) online');
  });

  it('falls back on the row when the queue cannot be read', () => {
    const judging = row({ status: JudgeStatus.JUDGING, judger: 'judge-a' });
    expect(explainWait(judging, { now: NOW, queue: null, judges: null })).toMatchObject({
      code: 'taken',
      params: { judger: 'judge-a', seconds: 5 },
    });
    expect(explainWait(row(), { now: NOW, queue: null, judges: null })).toMatchObject({
      code: 'waiting',
      params: {},
      text: 'Waiting for a free judge',
    });
  });
});
