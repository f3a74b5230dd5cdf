import { hojBoardTime } from './hoj-board-time';

describe("HOJ's scroll board times", () => {
  it.each([
    ['2021-05-06T03:25:24.000Z', '2021/05/06 11:25:24'],
    ['2021-12-31T20:00:00.999Z', '2022/01/01 04:00:00'],
    ['2024-02-28T16:05:09.000Z', '2024/02/29 00:05:09'],
  ])('writes %s as %s (UTC+8)', (iso, text) => {
    expect(hojBoardTime(new Date(iso))).toBe(text);
  });
});
