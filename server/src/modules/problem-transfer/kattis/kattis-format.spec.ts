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
  it('splits a LaTeX statement into title, legend, input and output', () => {
    const parts = splitStatement(
      '\\problemname{Add Two}\n\nAdd $a$ and $b$.\n\n\\section*{Input}\nTwo integers.\n\\section*{Output}\nTheir sum.\n',
      'tex',
    );
    expect(parts).toEqual({
      title: 'Add Two',
      description: 'Add $a$ and $b$.',
      input: 'Two integers.',
      output: 'Their sum.',
      notes: '',
    });
  });

  it('splits a Markdown statement', () => {
    const parts = splitStatement(
      '# Add Two\n\nAdd them.\n\n## Input\n\nTwo.\n\n## Output\n\nSum.\n\n## Notes\nEasy.',
      'md',
    );
    expect(parts).toEqual({
      title: 'Add Two',
      description: 'Add them.',
      input: 'Two.',
      output: 'Sum.',
      notes: 'Easy.',
    });
  });
});
