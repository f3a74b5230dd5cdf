import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { RunLimits, SandboxSlot } from '../../sandbox/sandbox';
import { readFromBox, writeIntoBox } from '../../sandbox/box-files';
import { compileLimits } from '../../pipeline/limits';
import { PCH_OUTPUT, PCH_SOURCE, type PchPlan } from './pch-plan';

/** bits/stdc++.h takes 3-6 s and up to 400 MB here; the output's page cache counts too. */
const BUILD_LIMITS: RunLimits = compileLimits({ cpuSeconds: 60, wallSeconds: 180, memoryMb: 2048 });
/** Largest .gch accepted (bits/stdc++.h for C++20 is ~125 MB). */
const MAX_GCH_BYTES = 1 << 30;
/** Directories being filled; left behind only by a judger that died mid-build. */
export const PARTIAL_PREFIX = '.partial-';

/**
 * Builds one precompiled header in box 0 of the slot, as the box user like any compile, and
 * renames it into the cache in one step: an include directory that exists is complete. When
 * another judger sharing the cache got there first, its copy is kept.
 */
export async function buildPrecompiledHeader(
  slot: SandboxSlot,
  plan: PchPlan,
  env: Record<string, string>,
): Promise<void> {
  await slot.reset();
  const box = slot.boxDir(0);
  await writeIntoBox(box, PCH_SOURCE, `#include <${plan.header}>\n`);
  const log = join(slot.scratchDir, 'pch.log');
  const result = await slot.run({
    box: 0,
    argv: plan.buildArgv,
    env,
    stdoutPath: log,
    stderrPath: `${log}.err`,
    limits: BUILD_LIMITS,
  });
  if (result.startError || result.exitCode !== 0 || result.signal || result.killedFor !== 'none') {
    const output = await readFile(`${log}.err`, 'utf8').catch(() => '');
    const how = result.startError ?? `exit ${result.exitCode}, signal ${result.signal}, ${result.killedFor}`;
    throw new Error(`building ${plan.header} failed (${how}): ${output.slice(0, 500)}`);
  }
  const gch = await readFromBox(box, PCH_OUTPUT, MAX_GCH_BYTES);
  await slot.reset();
  if (!gch?.length) throw new Error(`building ${plan.header} produced no ${PCH_OUTPUT}`);
  await placeInCache(plan, gch);
}

async function placeInCache(plan: PchPlan, gch: Buffer): Promise<void> {
  const root = dirname(plan.includeDir);
  const partial = join(root, `${PARTIAL_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    // Modes are set explicitly: the box user reads these whatever the judger's umask is.
    const target = join(partial, relative(plan.includeDir, plan.gchPath));
    await mkdir(dirname(target), { recursive: true });
    for (let dir = dirname(target); dir.startsWith(partial); dir = dirname(dir)) await chmod(dir, 0o755);
    await writeFile(target, gch, { mode: 0o644 });
    await chmod(target, 0o644);
    await rename(partial, plan.includeDir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    // ENOTEMPTY / EEXIST: another judger sharing the cache renamed its copy into place first.
    const { code } = error as NodeJS.ErrnoException;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
}
