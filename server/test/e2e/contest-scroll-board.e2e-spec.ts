import {
  compareStandings,
  ContestType,
  JudgeStatus,
  ScrollResolution,
  scrollStanding,
  type ScrollBoardSnapshot,
} from '@verdict/common';
import { contestCast, nextSecond, type ContestCast } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { createProblemWithCases } from '../utils/judging-helpers';

const { ACCEPTED: AC, WRONG_ANSWER: WA } = JudgeStatus;

/** The scroll board's snapshot, and the reveal it drives, against the boards the API serves. */
describe('the contest scroll board', () => {
  let t: TestApp;
  let cast: ContestCast;
  let acmPids: number[];
  let oiPids: number[];

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    cast = await contestCast(t.app);
    const made = (id: string, type: number) =>
      createProblemWithCases(t.app, cast.root.token, id, [{ input: '1\n', output: '1\n', score: 100 }], {
        type,
      });
    acmPids = [await made('SBA', 0), await made('SBB', 0)];
    oiPids = [await made('SBOA', 1), await made('SBOB', 1)];
  });
  afterAll(() => t.close());

  async function contestOf(type: number, pids: number[]): Promise<number> {
    const cid = await cast.owner.createContest({ title: `Scroll ${type}`, type });
    await cast.owner.addProblem(cid, pids[0], 'A').expect(200);
    await cast.owner.addProblem(cid, pids[1], 'B').expect(200);
    return cid;
  }
  const snapshotOf = async (cid: number): Promise<ScrollBoardSnapshot> =>
    (await cast.owner.get('/api/get-contest-scroll-board', { cid }).expect(200)).body.data;
  const realBoard = async (cid: number) =>
    (await cast.owner.rank(cid, { forceRefresh: true }).expect(200)).body.data.records as {
      username: string;
    }[];

  it('ACM: the sealed cells hide the tries after the seal, and the reveal ends on the real board', async () => {
    const cid = await contestOf(ContestType.ACM, acmPids);
    await cast.ann.judged(cid, acmPids[0], WA);
    await cast.bob.judged(cid, acmPids[0], AC);
    await nextSecond();
    await cast.owner
      .updateContest(cid, { title: 'Scroll 0', sealRank: true, sealRankTime: new Date().toISOString() })
      .expect(200);
    await nextSecond();
    await cast.ann.judged(cid, acmPids[0], AC);
    await cast.ann.judged(cid, acmPids[1], AC);
    await eventually(async () =>
      expect((await realBoard(cid)).map((row) => row.username)).toEqual(['ann', 'bob']),
    );

    const snapshot = await snapshotOf(cid);
    expect(snapshot.problems.map((problem) => problem.displayId)).toEqual(['A', 'B']);
    expect(snapshot.teams.map((team) => team.username)).toEqual(['ann', 'bob']);
    const ann = snapshot.teams[0];
    expect(ann.sealed).toEqual([
      { points: 0, time: null, tries: 1 },
      { points: 0, time: null, tries: 0 },
    ]);
    expect(ann.frozen).toEqual([1, 1]);
    expect(ann.final.map((cell) => cell?.points)).toEqual([1, 1]);
    expect(ann.final[0]!.tries).toBe(1);
    expect(snapshot.teams[1].frozen).toEqual([0, 0]);

    const resolution = new ScrollResolution(snapshot);
    const shown = () => resolution.rows({ gold: 1, silver: 0, bronze: 0 });
    expect(shown().map((row) => [row.team.username, row.medal])).toEqual([
      ['bob', 'gold'],
      ['ann', null],
    ]);
    expect(resolution.stepCount).toBe(2);
    while (resolution.forward());
    expect(shown().map((row) => [row.team.username, row.rank, row.medal])).toEqual([
      ['ann', 1, 'gold'],
      ['bob', 2, null],
    ]);
  });

  it('OI: the reveal starts from the empty board and ends on the final one', async () => {
    const cid = await contestOf(ContestType.OI, oiPids);
    await cast.ann.judged(cid, oiPids[0], WA, 40);
    await cast.bob.judged(cid, oiPids[0], AC, 100);
    await cast.ann.judged(cid, oiPids[1], AC, 100);
    await eventually(async () => expect(await realBoard(cid)).toHaveLength(2));
    const snapshot = await snapshotOf(cid);
    for (const team of snapshot.teams) expect(team.sealed).toEqual([null, null]);
    const ann = snapshot.teams.find((team) => team.username === 'ann')!;
    expect(ann.final.map((cell) => cell?.points ?? null)).toEqual([40, 100]);
    expect(ann.frozen).toEqual([1, 1]);
    const resolution = new ScrollResolution(snapshot);
    while (resolution.forward());
    const finalOrder = [...snapshot.teams]
      .sort((a, b) =>
        compareStandings(
          scrollStanding(snapshot.contest.type, a.username, a.final),
          scrollStanding(snapshot.contest.type, b.username, b.final),
        ),
      )
      .map((team) => team.username);
    expect(resolution.rows({ gold: 0, silver: 0, bronze: 0 }).map((row) => row.team.username)).toEqual(
      finalOrder,
    );
    expect(finalOrder).toEqual((await realBoard(cid)).map((row) => row.username));
  });

  it('is for the contest’s admins only, once the contest has started', async () => {
    const cid = await contestOf(ContestType.ACM, acmPids);
    const refused = await cast.ann.get('/api/get-contest-scroll-board', { cid }).expect(403);
    expect(refused.body.msg).toBe('Only the contest author or a super admin can open the scroll board');
    await cast.root.get('/api/get-contest-scroll-board', { cid }).expect(200);
    const later = await cast.owner.createContest({
      title: 'Later',
      startTime: new Date(Date.now() + 3600_000).toISOString(),
      endTime: new Date(Date.now() + 7200_000).toISOString(),
    });
    const early = await cast.owner.get('/api/get-contest-scroll-board', { cid: later }).expect(400);
    expect(early.body.msg).toBe('The contest has not started yet');
    const bad = await cast.owner.get('/api/get-contest-scroll-board', { cid: 'x' }).expect(400);
    expect(bad.body.msg).toBe('cid is required');
  });
});
