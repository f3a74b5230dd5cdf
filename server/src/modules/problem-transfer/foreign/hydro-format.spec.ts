import { hydroMemoryMb, hydroTimeMs, splitSamples } from './hydro-format';

describe('Hydro export details', () => {
  it.each([
    ['1s', 1000],
    ['1.5s', 1500],
    ['250ms', 250],
    [800, 800],
    ['soon', 1000],
  ])('time %p → %p ms', (value, ms) => expect(hydroTimeMs(value)).toBe(ms));

  it.each([
    ['256m', 256],
    ['512MB', 512],
    ['65536k', 64],
    ['1g', 1024],
    [128, 128],
    ['lots', 256],
  ])('memory %p → %p MB', (value, mb) => expect(hydroMemoryMb(value)).toBe(mb));

  it('takes the numbered sample blocks out of the statement, in order', () => {
    const markdown =
      'Intro\n\n```input2\n3 4\n```\n\n```output2\n7\n```\n```input1\n1 2\n```\n```output1\n3\n```\nEnd';
    expect(splitSamples(markdown)).toEqual({
      description: 'Intro\n\nEnd',
      examples: [
        { input: '1 2\n', output: '3\n' },
        { input: '3 4\n', output: '7\n' },
      ],
    });
  });
});
