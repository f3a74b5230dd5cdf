import { RankType } from '@verdict/common';
import { RankedList, type RankTally } from './rank-order';

const user = (username: string, ac: number, total: number, score = 0): RankTally => ({
  uid: username,
  username,
  nickname: null,
  realname: null,
  ac,
  total,
  score,
});

const placesOf = (list: RankedList<RankTally>) => list.all().map((row) => [list.rankOf(row), row.username]);

describe('RankedList', () => {
  const rows = [user('dan', 2, 9, 50), user('amy', 3, 10, 20), user('bob', 2, 5, 50), user('cat', 2, 5, 10)];

  it('ACM: solved desc, then fewer submissions; equal results share a place', () => {
    expect(placesOf(new RankedList(rows, RankType.ACM))).toEqual([
      [1, 'amy'],
      [2, 'bob'],
      [2, 'cat'],
      [4, 'dan'],
    ]);
  });

  it('OI: score desc, then solved desc, then fewer submissions', () => {
    expect(placesOf(new RankedList(rows, RankType.OI))).toEqual([
      [1, 'bob'],
      [2, 'dan'],
      [3, 'amy'],
      [4, 'cat'],
    ]);
  });

  it('keeps the input as it was', () => {
    const input = [...rows];
    new RankedList(input, RankType.ACM);
    expect(input).toEqual(rows);
  });

  it('moves a changed row to where a fresh sort puts it', () => {
    const list = new RankedList(rows, RankType.ACM);
    const dan = list.all().find((row) => row.username === 'dan')!;
    list.remove(dan);
    const better = user('dan', 4, 12, 50);
    list.insert(better);
    list.insert(user('eve', 2, 5));
    expect(placesOf(list)).toEqual(
      placesOf(new RankedList([...rows.filter((row) => row !== rows[0]), better, user('eve', 2, 5)], 0)),
    );
    expect(placesOf(list)[0]).toEqual([1, 'dan']);
    expect(list.length).toBe(5);
  });

  it('removes only the very row given', () => {
    const list = new RankedList(rows, RankType.ACM);
    list.remove(user('bob', 2, 5, 50));
    expect(list.length).toBe(4);
  });

  it('agrees with a full sort after many random changes', () => {
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const current = new Map<string, RankTally>();
    for (let i = 0; i < 200; i++) current.set(`u${i}`, user(`u${i}`, random(5), random(8), random(30)));
    const list = new RankedList([...current.values()], RankType.OI);
    for (let step = 0; step < 500; step++) {
      const name = `u${random(220)}`;
      const old = current.get(name);
      if (old) list.remove(old);
      if (random(6) === 0) current.delete(name);
      else {
        const fresh = user(name, random(5), random(8), random(30));
        current.set(name, fresh);
        list.insert(fresh);
      }
    }
    expect(placesOf(list)).toEqual(placesOf(new RankedList([...current.values()], RankType.OI)));
  });
});
