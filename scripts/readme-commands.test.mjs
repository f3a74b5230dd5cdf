// The README's commands are what CI runs: .ci/run may only run commands the README shows, and
// must run the README's start and test commands. Fails when the two drift apart.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const root = new URL('..', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

/** Command lines of the README's ```sh blocks, without comments. */
function readmeCommands() {
  const blocks = [...read('README.md').matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]);
  return blocks
    .flatMap((block) => block.split('\n'))
    .map(withoutComment)
    .filter(Boolean);
}

/** What .ci/run executes, leaving out the shell's own set-up lines. */
function ciCommands() {
  const plumbing = /^(set -[a-z]+( pipefail)?|cd "\$\(dirname "\$0"\)\/\.\.")$/;
  return read('.ci/run')
    .split('\n')
    .map(withoutComment)
    .filter((line) => line && !plumbing.test(line));
}

function withoutComment(line) {
  return line.replace(/(^|\s)#.*$/, '').trim();
}

test('CI runs nothing the README does not show', () => {
  const shown = new Set(readmeCommands());
  assert.deepEqual(
    ciCommands().filter((command) => !shown.has(command)),
    [],
  );
});

test("CI runs the README's start command, then its test command", () => {
  const ci = ciCommands();
  const start = ci.indexOf('bash scripts/setup.sh');
  const tests = ci.indexOf('pnpm test');
  assert.ok(start >= 0, '.ci/run must run bash scripts/setup.sh');
  assert.ok(tests > start, '.ci/run must run pnpm test after the start command');
  assert.ok(readmeCommands().includes('bash scripts/setup.sh') && readmeCommands().includes('pnpm test'));
});
