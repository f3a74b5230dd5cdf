import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SandboxSlot } from '../sandbox/sandbox';
import { compileInBox } from '../pipeline/compile';
import { caseLimits } from '../pipeline/limits';
import { PROBLEM_DEFAULTS } from '@verdict/common';
import { writeFile } from 'node:fs/promises';
import { bindToSource } from './bind-to-source';
import { runArgv, type DisabledLanguage, type ResolvedLanguage } from './language-registry';

export interface SelfTestReport {
  passed: ResolvedLanguage[];
  failed: DisabledLanguage[];
}

/** Compiles the language's A+B program and runs it on "1 2" in a real box. */
export async function selfTestLanguage(
  slot: SandboxSlot,
  available: ResolvedLanguage,
): Promise<string | undefined> {
  await slot.reset();
  const code = available.spec.aPlusB;
  const language = bindToSource(available, code);
  const compiled = await compileInBox({ slot, box: 0, language, code });
  if (!compiled.ok) return `self-test compile failed: ${compiled.message.slice(0, 500)}`;
  const input = join(slot.scratchDir, 'self-test.in');
  const output = join(slot.scratchDir, 'self-test.out');
  await writeFile(input, '1 2\n');
  const limits = caseLimits(language.spec, { ...PROBLEM_DEFAULTS, timeLimitMs: 5000 });
  const result = await slot.run({
    box: 0,
    argv: runArgv(language, limits.memoryLimitKb),
    env: language.env,
    stdinPath: input,
    stdoutPath: output,
    limits: limits.box,
  });
  if (result.startError) return `self-test run failed: ${result.startError}`;
  const text = (await readFile(output, 'utf8').catch(() => '')).trim();
  if (result.exitCode !== 0 || result.signal || text !== '3') {
    return `self-test run failed: exit ${result.exitCode}, signal ${result.signal}, output ${JSON.stringify(text.slice(0, 100))}`;
  }
  return undefined;
}

/** Runs every language's self-test spread over the given slots; failures disable, never throw. */
export async function selfTestLanguages(
  slots: SandboxSlot[],
  languages: ResolvedLanguage[],
): Promise<SelfTestReport> {
  const queue = [...languages];
  const passed: ResolvedLanguage[] = [];
  const failed: DisabledLanguage[] = [];
  await Promise.all(
    slots.map(async (slot) => {
      for (let language = queue.shift(); language; language = queue.shift()) {
        const reason = await selfTestLanguage(slot, language).catch(
          (error: Error) => `self-test crashed: ${error.message}`,
        );
        if (reason) failed.push({ name: language.spec.name, reason });
        else passed.push(language);
      }
      await slot.reset();
    }),
  );
  const order = (name: string) => languages.findIndex((l) => l.spec.name === name);
  passed.sort((a, b) => order(a.spec.name) - order(b.spec.name));
  return { passed, failed };
}
