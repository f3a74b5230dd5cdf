import { describe, expect, it } from 'vitest';
import { joinReportContent, reportProblem, withProblemPrefix } from './discussion-text';

describe('withProblemPrefix', () => {
  it.each([
    ['Help with DP', null, 'Help with DP'],
    ['  Help  ', undefined, 'Help'],
    ['Help with DP', 'P1000', '[P1000] Help with DP'],
    ['[P1000] Help with DP', 'P1000', '[P1000] Help with DP'],
    ['[P1001] Other', 'P1000', '[P1000] [P1001] Other'],
  ])('%s with %s → %s', (title, pid, expected) => {
    expect(withProblemPrefix(title, pid)).toBe(expected);
  });
});

describe('joinReportContent', () => {
  it('marks each tag and appends the reason', () => {
    expect(joinReportContent(['Spam ads', 'Vulgar'], ' too loud ')).toBe('#Spam ads# #Vulgar# too loud');
  });
  it('works with tags only or a reason only', () => {
    expect(joinReportContent(['Illegal'], '  ')).toBe('#Illegal#');
    expect(joinReportContent([], 'copied from elsewhere')).toBe('copied from elsewhere');
  });
});

describe('reportProblem', () => {
  it('needs a tag or a reason', () => {
    expect(reportProblem(0, '   ')).toBe('empty');
    expect(reportProblem(1, '')).toBeNull();
    expect(reportProblem(0, 'why')).toBeNull();
  });
  it('refuses a reason over 200 characters', () => {
    expect(reportProblem(1, 'x'.repeat(200))).toBeNull();
    expect(reportProblem(1, 'x'.repeat(201))).toBe('tooLong');
  });
});
