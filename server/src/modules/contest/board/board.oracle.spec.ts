import fc from 'fast-check';
import {
  AwardType,
  CONTEST_CONSTANTS,
  isFinalStatus,
  JudgeStatus,
  OiRankScoreType,
  Role,
  type AcmRankRow,
  type AwardConfig,
  type OiRankRow,
} from '@verdict/common';
import {
  acmCell,
  decodeCell,
  encodeCell,
  oiCell,
  type BoardCell,
  type BoardSubmission,
  type BoardWindow,
} from './board-cell';
import { type BoardCells, type BoardOptions, type BoardPerson, type BoardView } from './board-rank';
import { MaterializedBoard, type RankedBoard } from './materialized-board';

/**
 * The board the engine keeps cell by cell, as submissions come, get judged, rejudged and deleted,
 * equals what an independent oracle computes from the whole submission list in one pass.
 */

const USERS = ['ann', 'bob', 'cid', 'dan', 'eve'];
const PIDS = [11, 12, 13];
const DISPLAY = new Map(PIDS.map((pid, i) => [pid, String.fromCharCode(65 + i)]));
const VERDICTS = [
  JudgeStatus.ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.CANCELLED,
  JudgeStatus.PARTIAL_ACCEPTED,
];
const END_AT = 300;

const people = new Map<string, BoardPerson>(
  USERS.map((username) => [
    username,
    {
      uid: username,
      username,
      nickname: `${username}-nick`,
      realname: null,
      school: null,
      gender: null,
      avatar: null,
      role: Role.DEFAULT_USER,
    },
  ]),
);

type Event =
  | { kind: 'submit'; user: number; problem: number; at: number }
  | { kind: 'judge'; pick: number; verdict: number; score: number; time: number }
  | { kind: 'rejudge'; pick: number }
  | { kind: 'delete'; pick: number };

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('submit' as const),
      user: fc.nat(USERS.length - 1),
      problem: fc.nat(PIDS.length - 1),
      at: fc.integer({ min: -10, max: END_AT + 20 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('judge' as const),
      pick: fc.nat(),
      verdict: fc.nat(VERDICTS.length - 1),
      score: fc.integer({ min: 0, max: 100 }),
      time: fc.integer({ min: 0, max: 2000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rejudge' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
);

const awardsArb = fc.array(
  fc.record({
    priority: fc.integer({ min: 1, max: 3 }),
    name: fc.constantFrom('Gold', 'Silver', 'Bronze'),
    background: fc.constant('#fff'),
    color: fc.constant('#000'),
    num: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 10, max: 100 })),
  }),
  { maxLength: 3 },
);

const contestArb = fc.record({
  events: fc.array(eventArb, { minLength: 1, maxLength: 120, size: 'max' }),
  sealAt: fc.option(fc.integer({ min: 0, max: END_AT }), { nil: null }),
  stars: fc.subarray<string>(USERS, { maxLength: 2 }),
  removeStar: fc.boolean(),
  awardType: fc.constantFrom(AwardType.NONE, AwardType.PROPORTION, AwardType.NUMBER),
  awards: awardsArb,
  scoreType: fc.constantFrom(OiRankScoreType.RECENT, OiRankScoreType.HIGHEST),
});

type Contest = typeof contestArb extends fc.Arbitrary<infer C> ? C : never;

/** Replays the events on a submission list, handing each touched (user, problem) to `touched`. */
function replay(events: Event[], touched: (list: BoardSubmission[], uid: string, pid: number) => void) {
  const list: BoardSubmission[] = [];
  let nextId = 1;
  for (const event of events) {
    let target: BoardSubmission | undefined;
    if (event.kind === 'submit') {
      target = {
        submitId: nextId++,
        uid: USERS[event.user],
        pid: PIDS[event.problem],
        at: event.at,
        status: JudgeStatus.PENDING,
        score: null,
        time: null,
      };
      list.push(target);
    } else {
      if (list.length === 0) continue;
      target = list[event.pick % list.length];
      if (event.kind === 'judge') {
        Object.assign(target, { status: VERDICTS[event.verdict], score: event.score, time: event.time });
      } else if (event.kind === 'rejudge') {
        Object.assign(target, { status: JudgeStatus.PENDING, score: null, time: null });
      } else {
        list.splice(list.indexOf(target), 1);
      }
    }
    touched(list, target.uid, target.pid);
  }
  return list;
}

/**
 * The engine's way: after each change, recompute only the touched cell from its submissions, and
 * let a materialized board (one per view) move just that user's row, ranking after every change.
 */
function incrementalCells<F>(
  events: Event[],
  cellOf: (submissions: BoardSubmission[]) => BoardCell<F> | null,
  views: { kind: 'acm' | 'oi'; options: BoardOptions[] } = { kind: 'acm', options: [] },
): { cells: Map<string, Map<number, BoardCell<F>>>; boards: MaterializedBoard[] } {
  const cells = new Map<string, Map<number, BoardCell<F>>>();
  const boards = views.options.map(
    (options) => new MaterializedBoard(views.kind, options, cells, people, () => false),
  );
  replay(events, (list, uid, pid) => {
    const computed = cellOf(list.filter((s) => s.uid === uid && s.pid === pid));
    // As the shared store keeps it.
    const cell = computed && (decodeCell(encodeCell(computed)) as BoardCell<F>);
    const row = cells.get(uid) ?? new Map<number, BoardCell<F>>();
    if (cell) row.set(pid, cell);
    else row.delete(pid);
    if (row.size > 0) cells.set(uid, row);
    else cells.delete(uid);
    for (const board of boards) {
      board.touch(uid);
      board.board();
    }
  });
  return { cells, boards };
}

/** A board built at once from the final cells, as a cold build makes it. */
function wholeBoard<F>(kind: 'acm' | 'oi', cells: BoardCells<F>, options: BoardOptions): RankedBoard {
  return new MaterializedBoard(kind, options, cells, people, () => false).board();
}

/** Every row of a board as a page serves it. */
const served = (board: RankedBoard) => Array.from({ length: board.size }, (_, index) => board.shown(index));

/** Oracle rank of row i: one more than the non-star rows strictly ahead of it; -1 for a star. */
function oracleRank(
  i: number,
  count: number,
  ahead: (j: number, i: number) => boolean,
  isStar: (k: number) => boolean,
): number {
  if (isStar(i)) return -1;
  let before = 0;
  for (let j = 0; j < count; j++) if (j !== i && !isStar(j) && ahead(j, i)) before++;
  return before + 1;
}

function oracleAwards(
  order: { username: string; scored: boolean }[],
  stars: Set<string>,
  awardType: number,
  awards: AwardConfig[],
): Map<string, string> {
  const won = new Map<string, string>();
  if (awardType === AwardType.NONE) return won;
  const ranked = order.filter((row) => !stars.has(row.username));
  const slots: string[] = [];
  for (const config of [...awards].sort((a, b) => a.priority - b.priority)) {
    const n =
      awardType === AwardType.PROPORTION ? Math.floor((config.num * ranked.length) / 100) : config.num;
    for (let k = 0; k < n; k++) slots.push(config.name);
  }
  let next = 0;
  for (const row of ranked) if (row.scored && next < slots.length) won.set(row.username, slots[next++]);
  return won;
}

interface OracleAcm {
  username: string;
  rank: number;
  ac: number;
  totalTime: number;
  award: string | null;
  cells: Record<string, [boolean, boolean, number | null, number, number]>;
}

function oracleAcmBoard(
  list: BoardSubmission[],
  sealAt: number | null,
  view: BoardView,
  c: Contest,
): OracleAcm[] {
  const sorted = [...list]
    .filter((s) => isFinalStatus(s.status) && s.at >= 0 && s.at < END_AT)
    .sort((a, b) => a.at - b.at || a.submitId - b.submitId);
  const seal = view === 'sealed' ? sealAt : null;
  const state = new Map<
    string,
    Map<number, { ac: boolean; acTime: number | null; err: number; tries: number }>
  >();
  for (const s of sorted) {
    if (c.removeStar && c.stars.includes(s.uid)) continue;
    const user = state.get(s.uid) ?? new Map();
    state.set(s.uid, user);
    const cell = user.get(s.pid) ?? { ac: false, acTime: null, err: 0, tries: 0 };
    user.set(s.pid, cell);
    if (cell.ac) continue;
    if (seal !== null && s.at >= seal) cell.tries++;
    else if (s.status === JudgeStatus.ACCEPTED) Object.assign(cell, { ac: true, acTime: s.at });
    else if ([-3, -1, 1, 2, 3].includes(s.status)) cell.err++;
  }
  const first = new Map<number, number>();
  for (const user of state.values())
    for (const [pid, cell] of user)
      if (cell.ac) first.set(pid, Math.min(first.get(pid) ?? 1e9, cell.acTime!));
  const rows = [...state].map(([uid, user]) => {
    const solved = [...user.values()].filter((cell) => cell.ac);
    const cells: OracleAcm['cells'] = {};
    for (const [pid, cell] of user)
      cells[DISPLAY.get(pid)!] = [
        cell.ac,
        cell.ac && cell.acTime === first.get(pid),
        cell.acTime,
        cell.err,
        cell.tries,
      ];
    return {
      username: uid,
      ac: solved.length,
      totalTime: solved.reduce(
        (sum, cell) => sum + cell.acTime! + cell.err * CONTEST_CONSTANTS.penaltyMinutes * 60,
        0,
      ),
      cells,
    };
  });
  rows.sort((a, b) => b.ac - a.ac || a.totalTime - b.totalTime || a.username.localeCompare(b.username));
  const stars = new Set(c.stars);
  const ahead = (j: number, i: number) =>
    rows[j].ac > rows[i].ac || (rows[j].ac === rows[i].ac && rows[j].totalTime < rows[i].totalTime);
  const awards = oracleAwards(
    rows.map((row) => ({ username: row.username, scored: row.ac > 0 })),
    stars,
    c.awardType,
    c.awards,
  );
  return rows.map((row, i) => ({
    ...row,
    rank: oracleRank(i, rows.length, ahead, (k) => stars.has(rows[k].username)),
    award: awards.get(row.username) ?? null,
  }));
}

function oracleOiBoard(list: BoardSubmission[], sealAt: number | null, view: BoardView, c: Contest) {
  const limit = view === 'sealed' && sealAt !== null ? sealAt : END_AT;
  const sorted = [...list]
    .filter((s) => isFinalStatus(s.status) && s.at >= 0 && s.at < END_AT)
    .sort((a, b) => a.at - b.at || a.submitId - b.submitId);
  const users = new Map<string, Map<number, BoardSubmission[]>>();
  for (const s of sorted) {
    if (c.removeStar && c.stars.includes(s.uid)) continue;
    const user = users.get(s.uid) ?? new Map<number, BoardSubmission[]>();
    users.set(s.uid, user);
    user.set(s.pid, [...(user.get(s.pid) ?? []), s]);
  }
  const rows = [...users].map(([uid, user]) => {
    const scores: Record<string, number> = {};
    const times: Record<string, number> = {};
    for (const [pid, all] of user) {
      const seen = all.filter((s) => s.at < limit);
      const pick =
        c.scoreType === OiRankScoreType.HIGHEST
          ? seen.reduce<BoardSubmission | undefined>(
              (best, s) => (!best || (s.score ?? 0) > (best.score ?? 0) ? s : best),
              undefined,
            )
          : seen[seen.length - 1];
      scores[DISPLAY.get(pid)!] = pick?.score ?? 0;
      const acTimes = seen.filter((s) => s.status === JudgeStatus.ACCEPTED).map((s) => s.time!);
      if (acTimes.length) times[DISPLAY.get(pid)!] = Math.min(...acTimes);
    }
    const totalScore = Object.values(scores).reduce((a, b) => a + b, 0);
    const totalTime = Object.values(times).reduce((a, b) => a + b, 0);
    return { username: uid, totalScore, totalTime, scores, times };
  });
  rows.sort(
    (a, b) =>
      b.totalScore - a.totalScore || a.totalTime - b.totalTime || a.username.localeCompare(b.username),
  );
  const stars = new Set(c.stars);
  const awards = oracleAwards(
    rows.map((row) => ({ username: row.username, scored: row.totalScore > 0 })),
    stars,
    c.awardType,
    c.awards,
  );
  return rows.map((row, i) => ({
    ...row,
    rank: oracleRank(
      i,
      rows.length,
      (j, k) =>
        rows[j].totalScore > rows[k].totalScore ||
        (rows[j].totalScore === rows[k].totalScore && rows[j].totalTime < rows[k].totalTime),
      (k) => stars.has(rows[k].username),
    ),
    award: awards.get(row.username) ?? null,
  }));
}

const options = (c: Contest, view: BoardView): BoardOptions => ({
  view,
  displayIds: DISPLAY,
  stars: new Set(c.stars),
  removeStar: c.removeStar,
  rankShowName: 'username',
  awardType: c.awardType,
  awards: c.awards,
});

const acmShape = (rows: AcmRankRow[]) =>
  rows.map((row) => ({
    username: row.username,
    rank: row.rank,
    ac: row.ac,
    totalTime: row.totalTime,
    award: row.awardName,
    cells: Object.fromEntries(
      Object.entries(row.submissionInfo).map(([id, cell]) => [
        id,
        [cell.isAC, cell.isFirstAC, cell.ACTime, cell.errorNum, cell.tryNum],
      ]),
    ),
  }));

const oiShape = (rows: OiRankRow[]) =>
  rows.map((row) => ({
    username: row.username,
    totalScore: row.totalScore,
    totalTime: row.totalTime,
    scores: row.submissionInfo,
    times: row.timeInfo,
    rank: row.rank,
    award: row.awardName,
  }));

describe('contest boards against an oracle', () => {
  const views = ['real', 'sealed'] as const;

  it('ACM: incremental cells and kept rows give the oracle board, real and sealed', () => {
    fc.assert(
      fc.property(contestArb, (c) => {
        const window: BoardWindow = { endAt: END_AT, sealAt: c.sealAt };
        const { cells, boards } = incrementalCells(c.events, (subs) => acmCell(subs, window), {
          kind: 'acm',
          options: views.map((view) => options(c, view)),
        });
        const list = replay(c.events, () => undefined);
        views.forEach((view, i) => {
          const expected = oracleAcmBoard(list, c.sealAt, view, c);
          expect(acmShape(served(wholeBoard('acm', cells, options(c, view))) as AcmRankRow[])).toEqual(
            expected,
          );
          expect(acmShape(served(boards[i].board()) as AcmRankRow[])).toEqual(expected);
        });
      }),
      { numRuns: 400, seed: 20261125 },
    );
  });

  it('OI: incremental cells and kept rows give the oracle board, Recent and Highest, real and sealed', () => {
    fc.assert(
      fc.property(contestArb, (c) => {
        const window: BoardWindow = { endAt: END_AT, sealAt: c.sealAt };
        const { cells, boards } = incrementalCells(c.events, (subs) => oiCell(subs, window, c.scoreType), {
          kind: 'oi',
          options: views.map((view) => options(c, view)),
        });
        const list = replay(c.events, () => undefined);
        views.forEach((view, i) => {
          const expected = oracleOiBoard(list, c.sealAt, view, c).map(({ scores, times, ...row }) => ({
            ...row,
            scores,
            times,
          }));
          expect(oiShape(served(wholeBoard('oi', cells, options(c, view))) as OiRankRow[])).toEqual(expected);
          expect(oiShape(served(boards[i].board()) as OiRankRow[])).toEqual(expected);
        });
      }),
      { numRuns: 400, seed: 20261125 },
    );
  });
});
