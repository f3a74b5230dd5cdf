import { compareStandings } from './board-order';
import { ContestType, type ContestTypeCode } from './contest';
import { scrollStanding, type ScrollBoardSnapshot, type ScrollCell, type ScrollTeam } from './scroll-board';
import { ScrollResolution } from './scroll-resolver';

const acm = (solvedAt: number | null, tries = 0): ScrollCell => ({
  points: solvedAt === null ? 0 : 1,
  time: solvedAt,
  tries,
});

function snapshot(type: ContestTypeCode, teams: ScrollTeam[], problems = 2): ScrollBoardSnapshot {
  return {
    contest: { id: 1, title: 'Round', type, startTime: '', endTime: '' },
    problems: Array.from({ length: problems }, (_, i) => ({
      displayId: String.fromCharCode(65 + i),
      title: `P${i}`,
      color: null,
    })),
    teams,
  };
}

function team(username: string, sealed: (ScrollCell | null)[], final: (ScrollCell | null)[], star = false) {
  const frozen = final.map((cell, i) => (JSON.stringify(cell) === JSON.stringify(sealed[i]) ? 0 : 1));
  return { uid: `u-${username}`, username, name: username, school: null, star, sealed, final, frozen };
}

const finalOrder = (s: ScrollBoardSnapshot) =>
  [...s.teams]
    .sort((a, b) =>
      compareStandings(
        scrollStanding(s.contest.type, a.username, a.final),
        scrollStanding(s.contest.type, b.username, b.final),
      ),
    )
    .map((t) => t.username);

const shownOrder = (resolution: ScrollResolution) =>
  resolution.rows({ gold: 0, silver: 0, bronze: 0 }).map((row) => row.team.username);

describe('ScrollResolution', () => {
  const first = acm(600);
  // ann leads when sealed; bob's and cat's frozen accepts lift them over her.
  const board = snapshot(ContestType.ACM, [
    team('ann', [first, null], [first, null]),
    team('bob', [null, null], [acm(1200), acm(3000, 1)]),
    team('cat', [null, acm(900, 2)], [acm(500), acm(900, 2)]),
  ]);

  it('starts from the sealed board and reveals the lowest team first, leftmost cell first', () => {
    const resolution = new ScrollResolution(board);
    expect(shownOrder(resolution)).toEqual(['ann', 'cat', 'bob']);
    const rows = resolution.rows({ gold: 1, silver: 0, bronze: 0 });
    expect(rows.map((row) => row.hidden)).toEqual([
      [false, false],
      [true, false],
      [true, true],
    ]);
    expect(resolution.forward()).toEqual({ uid: 'u-bob', problem: 0, from: 2, to: 1 });
    expect(resolution.forward()).toEqual({ uid: 'u-cat', problem: 0, from: 2, to: 0 });
    expect(resolution.forward()).toEqual({ uid: 'u-bob', problem: 1, from: 2, to: 1 });
    expect(resolution.forward()).toBeNull();
    expect(resolution.finished).toBe(true);
    expect(shownOrder(resolution)).toEqual(['cat', 'bob', 'ann']);
    expect(finalOrder(board)).toEqual(['cat', 'bob', 'ann']);
  });

  it('plays back to the sealed board', () => {
    const resolution = new ScrollResolution(board);
    while (resolution.forward());
    while (resolution.back());
    expect(resolution.stepsPlayed).toBe(0);
    expect(shownOrder(resolution)).toEqual(['ann', 'cat', 'bob']);
    expect(resolution.rows({ gold: 0, silver: 0, bronze: 0 })[2].cells).toEqual([null, null]);
  });

  it('ranks ties together, leaves stars unranked and gives medals only to teams that solved', () => {
    const tied = snapshot(ContestType.ACM, [
      team('ann', [acm(60)], [acm(60)]),
      team('bob', [acm(60)], [acm(60)]),
      team('star', [acm(10)], [acm(10)], true),
      team('cat', [null], [null]),
    ]);
    const rows = new ScrollResolution(tied).rows({ gold: 1, silver: 1, bronze: 5 });
    expect(rows.map((row) => [row.team.username, row.rank, row.medal])).toEqual([
      ['star', 0, null],
      ['ann', 1, 'gold'],
      ['bob', 1, 'silver'],
      ['cat', 3, null],
    ]);
  });

  it('reveals a cell that changed although nothing was frozen (a rejudge after the seal)', () => {
    const rejudged = snapshot(
      ContestType.ACM,
      [{ ...team('ann', [acm(60)], [null]), frozen: [0] }, team('bob', [acm(100)], [acm(100)])],
      1,
    );
    const resolution = new ScrollResolution(rejudged);
    while (resolution.forward());
    expect(shownOrder(resolution)).toEqual(['bob', 'ann']);
  });

  it.each([
    ['ACM', ContestType.ACM],
    ['OI', ContestType.OI],
  ] as const)(
    'ends on the final board of random %s contests, and always reveals the lowest hidden team',
    (_name, type) => {
      let seed = 7;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      for (let round = 0; round < 40; round++) {
        const problems = 1 + Math.floor(random() * 5);
        const cell = (): ScrollCell | null => {
          const roll = random();
          if (roll < 0.3) return null;
          return type === ContestType.ACM
            ? acm(roll < 0.65 ? Math.floor(random() * 18_000) : null, Math.floor(random() * 3))
            : {
                points: Math.floor(random() * 4) * 25,
                time: random() < 0.5 ? Math.floor(random() * 900) : null,
                tries: 0,
              };
        };
        const teams = Array.from({ length: 1 + Math.floor(random() * 30) }, (_, i) => {
          const sealed = Array.from({ length: problems }, cell);
          const final = sealed.map((before) => (random() < 0.4 ? cell() : before));
          return team(`t${i}`, sealed, final, random() < 0.1);
        });
        const board = snapshot(type, teams, problems);
        const resolution = new ScrollResolution(board);
        for (;;) {
          const rows = resolution.rows({ gold: 0, silver: 0, bronze: 0 });
          const lowest = rows.map((row) => row.hidden.some(Boolean)).lastIndexOf(true);
          const step = resolution.forward();
          if (!step) break;
          expect(step.from).toBe(lowest);
          expect(step.problem).toBe(rows[lowest].hidden.indexOf(true));
        }
        expect(shownOrder(resolution)).toEqual(finalOrder(board));
        expect(
          resolution.rows({ gold: 0, silver: 0, bronze: 0 }).every((row) => !row.hidden.some(Boolean)),
        ).toBe(true);
      }
    },
  );
});
