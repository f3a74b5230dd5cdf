import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyNormalized, normalizeNewlines } from './normalize-newlines';

describe('newline normalisation', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'verdict-crlf-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['a\r\nb\r\n', 'a\nb\n'],
    ['a\rb\n', 'a\rb\n'],
    ['\r', '\r'],
    ['x\r\n\r\n', 'x\n\n'],
  ])('turns %j into %j', async (input, expected) => {
    expect(normalizeNewlines(input)).toBe(expected);
    writeFileSync(join(dir, 'in'), input);
    const hash = await copyNormalized(join(dir, 'in'), join(dir, 'out'));
    expect(readFileSync(join(dir, 'out'), 'utf8')).toBe(expected);
    expect(hash).toBe(createHash('sha256').update(expected).digest('hex'));
  });

  it('handles a CR LF split across read chunks', async () => {
    const chunk = 64 * 1024;
    const input = 'a'.repeat(chunk - 1) + '\r\n' + 'b'.repeat(10) + '\r\n';
    writeFileSync(join(dir, 'big'), input);
    await copyNormalized(join(dir, 'big'), join(dir, 'big.out'));
    expect(readFileSync(join(dir, 'big.out'), 'utf8')).toBe(
      'a'.repeat(chunk - 1) + '\n' + 'b'.repeat(10) + '\n',
    );
  });
});
