import { pairTestcases } from './pair-testcases';

describe('pairTestcases', () => {
  it.each([
    [['1.in', '1.out'], [{ input: '1.in', output: '1.out', missingOutput: false }]],
    [['a.in', 'a.ans'], [{ input: 'a.in', output: 'a.ans', missingOutput: false }]],
    [['a.in', 'a.ans', 'a.out'], [{ input: 'a.in', output: 'a.out', missingOutput: false }]],
    [['x.in'], [{ input: 'x.in', output: 'x.out', missingOutput: true }]],
    [
      ['input1.txt', 'output1.txt', 'data_input_2.txt', 'data_output_2.txt'],
      [
        { input: 'input1.txt', output: 'output1.txt', missingOutput: false },
        { input: 'data_input_2.txt', output: 'data_output_2.txt', missingOutput: false },
      ],
    ],
    [['readme.md', 'solution.cpp', 'a.out', 'notes.txt'], []],
  ])('pairs %j', (names, expected) => {
    expect(pairTestcases(names)).toEqual(expected);
  });

  it('sorts by base-name length, then lexicographically', () => {
    const names = ['10.in', '10.out', '2.in', '2.out', '1.in', '1.out', 'b.in', 'b.out', 'a.in', 'a.out'];
    expect(pairTestcases(names).map((pair) => pair.input)).toEqual(['1.in', '2.in', 'a.in', 'b.in', '10.in']);
  });
});
