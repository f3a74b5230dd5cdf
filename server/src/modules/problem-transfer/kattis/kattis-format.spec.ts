import { readKattisConfig } from './kattis-config';
import { splitStatement } from './kattis-statement';

describe('readKattisConfig', () => {
  it('reads name, source, limits and validation', () => {
    expect(
      readKattisConfig(
        'name: Hello\nsource: NWERC\nlimits:\n  time_limit: 1.5\n  memory: 512\nvalidation: custom\n',
      ),
    ).toEqual({
      name: 'Hello',
      source: 'NWERC',
      timeLimitMs: 1500,
      memoryLimitMb: 512,
      validation: 'custom',
    });
  });

  it.each([
    ['', 'default'],
    ['validation: default', 'default'],
    ['validation: custom score', 'custom'],
    ['validation: custom interactive', 'custom interactive'],
    ['type: interactive', 'custom interactive'],
  ])('%j → validation %s', (text, validation) => {
    expect(readKattisConfig(text).validation).toBe(validation);
  });

  it('takes the first language of a localised name and ignores legacy limits', () => {
    const config = readKattisConfig('name:\n  en: Sum\n  sv: Summa\nlimits:\n  time_multiplier: 5\n');
    expect(config.name).toBe('Sum');
    expect(config.timeLimitMs).toBeUndefined();
  });

  it.each(['validation: [', '- a list', 'validation: magic'])('refuses %j', (text) => {
    expect(() => readKattisConfig(text)).toThrow(/problem\.yaml/);
  });
});

describe('splitStatement', () => {
  it.each([
    [
      'a LaTeX statement',
      'tex' as const,
      '\\problemname{Add Two}\n\nAdd $a$ and $b$.\n\n\\section*{Input}\nTwo.\n\\section*{Output}\nSum.\n',
      { title: 'Add Two', description: 'Add $a$ and $b$.', input: 'Two.', output: 'Sum.', notes: '' },
    ],
    [
      'a Markdown statement',
      'md' as const,
      '# Add Two\n\nAdd them.\n\n## Input\n\nTwo.\n\n## Output\n\nSum.\n\n## Notes\nEasy.',
      { title: 'Add Two', description: 'Add them.', input: 'Two.', output: 'Sum.', notes: 'Easy.' },
    ],
  ])('splits %s into title, legend, input, output and notes', (_name, format, text, parts) => {
    expect(splitStatement(text, format)).toEqual(parts);
  });
});
