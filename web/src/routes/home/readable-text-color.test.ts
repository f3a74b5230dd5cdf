import { describe, expect, it } from 'vitest';
import { readableTextColor } from './readable-text-color';

describe('readableTextColor', () => {
  it('writes white on dark titles and dark text on light ones', () => {
    expect(readableTextColor('#1e3a8a')).toBe('#ffffff');
    expect(readableTextColor('#ffd700')).toBe('#0f172a');
    expect(readableTextColor('#FFFFFF')).toBe('#0f172a');
  });

  it('keeps white for colours it cannot read (the badge falls back to slate then)', () => {
    expect(readableTextColor('red')).toBe('#ffffff');
  });
});
