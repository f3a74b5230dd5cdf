import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sandbox } from '../sandbox/sandbox';
import { createSandbox, type SandboxBackendName } from '../sandbox/select-sandbox';
import { compileCheckerInBox } from './checker-cache';
import type { CheckerKind } from './checker-build';
import { ADMIN_COMPILE_SLOT } from '../sandbox/slot-plan';
import { inAdminSlot } from '../sandbox/admin-slot-queue';

export interface CompileCheckerInput {
  language: string;
  code: string;
  extraFiles?: Record<string, string>;
  kind?: CheckerKind;
}

export interface CompileCheckerOutcome {
  ok: boolean;
  message: string;
}

/**
 * The admin's "compile spj / interactor" button: the same compiler, flags, testlib header and
 * sandbox as judging. Uses the given sandbox (e.g. a running judger's) or a temporary one of the
 * given backend. Calls are serialised because they share one slot.
 */
export function compileChecker(
  input: CompileCheckerInput,
  using: Sandbox | SandboxBackendName = 'auto',
): Promise<CompileCheckerOutcome> {
  const sandbox = typeof using === 'object' ? using : undefined;
  return inAdminSlot(async () => {
    const own =
      sandbox ??
      createSandbox({
        backend: using as SandboxBackendName,
        workDir: join(tmpdir(), 'verdict-compile-checker'),
        instanceName: 'compile-checker',
      });
    const slot = await own.openSlot(ADMIN_COMPILE_SLOT);
    try {
      const outcome = await compileCheckerInBox(
        slot,
        input.kind ?? 'checker',
        { language: input.language, code: input.code },
        input.extraFiles,
      );
      return { ok: outcome.ok, message: outcome.message };
    } finally {
      await slot.close();
      if (!sandbox) await own.close();
    }
  });
}
