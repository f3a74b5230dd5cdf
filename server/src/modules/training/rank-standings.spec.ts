import { rankStandings } from './rank-standings';

describe('rankStandings', () => {
  it.each([
    ['nobody', [], []],
    [
      'more solved first, then less accepted run time',
      [
        { uid: 'a', ac: 1, runTime: 5 },
        { uid: 'b', ac: 2, runTime: 90 },
        { uid: 'c', ac: 2, runTime: 10 },
      ],
      [
        ['c', 1],
        ['b', 2],
        ['a', 3],
      ],
    ],
    [
      'equal standings share a rank and the next one skips',
      [
        { uid: 'y', ac: 1, runTime: 3 },
        { uid: 'x', ac: 1, runTime: 3 },
        { uid: 'z', ac: 0, runTime: 0 },
      ],
      [
        ['x', 1],
        ['y', 1],
        ['z', 3],
      ],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(rankStandings(rows).map((row) => [row.uid, row.rank])).toEqual(expected);
  });
});
