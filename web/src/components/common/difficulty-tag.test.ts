import { describe, expect, it } from 'vitest';
import { DIFFICULTY_LEVELS } from '@verdict/common';
import enUS from '@/i18n/locales/en-US.json';
import zhCN from '@/i18n/locales/zh-CN.json';
import { contrastRatio } from '@/lib/contrast-ratio';
import { DIFFICULTY_PALETTE } from './difficulty-tag';

describe('difficulty chips', () => {
  it('measures the known contrast of HOJ colours, to trust the formula', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffc116')).toBeCloseTo(1.63, 2);
  });

  it.each(DIFFICULTY_PALETTE.map((colours, level) => [level, colours] as const))(
    'level %i keeps WCAG AA contrast as a chip, as text and as a solid filter chip',
    (_level, { ink, tint }) => {
      expect(contrastRatio(ink, tint)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('has a colour and a plain name in both languages for every level', () => {
    expect(DIFFICULTY_PALETTE).toHaveLength(DIFFICULTY_LEVELS.length);
    const en = enUS.difficulty as Record<string, string>;
    const zh = zhCN.difficulty as Record<string, string>;
    for (const { level } of DIFFICULTY_LEVELS) {
      expect(en[level]).toMatch(/^[A-Z][a-z]+( [a-z]+)?$/);
      expect(zh[level]).toBeTruthy();
    }
  });
});
