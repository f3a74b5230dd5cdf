import { statSync } from 'node:fs';
import type { SandboxSlot } from '../sandbox/sandbox';
import { compileInBox } from '../pipeline/compile';
import { bindToSource } from '../languages/bind-to-source';
import type { ResolvedLanguage } from '../languages/language-registry';
import type { PrecompiledHeaders } from '../languages/precompiled-header/precompiled-headers';

export interface CompileFigure {
  language: string;
  medianMs: number | null;
  ok: boolean;
}

export interface PrecompiledHeaderFigure {
  language: string;
  /** Building the .gch in the box, and its size. */
  buildMs: number;
  sizeMb: number;
  withoutMs: number;
  withMs: number;
  ok: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Wall time of one compile of the language's A+B program in box 0 of the slot. */
async function timeCompile(
  slot: SandboxSlot,
  language: ResolvedLanguage,
): Promise<{ ms: number; ok: boolean }> {
  await slot.reset();
  const code = language.spec.aPlusB;
  const start = process.hrtime.bigint();
  const outcome = await compileInBox({ slot, box: 0, language: bindToSource(language, code), code });
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, ok: outcome.ok };
}

/** Median wall time to compile each language's A+B program in the sandbox (3 runs each). */
export async function measureCompileTimes(
  slot: SandboxSlot,
  languages: ResolvedLanguage[],
  repeats = 3,
): Promise<CompileFigure[]> {
  const figures: CompileFigure[] = [];
  for (const language of languages) {
    if (!language.compile) {
      figures.push({ language: language.spec.name, medianMs: null, ok: true });
      continue;
    }
    const runs = [];
    for (let i = 0; i < repeats; i++) runs.push(await timeCompile(slot, language));
    figures.push({
      language: language.spec.name,
      medianMs: median(runs.map((run) => run.ms)),
      ok: runs.every((run) => run.ok),
    });
  }
  return figures;
}

/**
 * Builds each language's precompiled header, then times its A+B template without and with it,
 * alternating so that machine noise hits both alike (median of `repeats` each).
 */
export async function measurePrecompiledHeaders(
  slot: SandboxSlot,
  languages: ResolvedLanguage[],
  headers: PrecompiledHeaders,
  repeats = 5,
): Promise<PrecompiledHeaderFigure[]> {
  const figures: PrecompiledHeaderFigure[] = [];
  for (const plain of languages) {
    const attached = headers.attach(plain);
    const started = Date.now();
    const built = await headers.whenReady(plain.spec.name);
    const buildMs = Date.now() - started;
    const [, includeDir] = attached.compile?.extraArgs?.() ?? [];
    const header = plain.spec.compile?.precompiledHeader?.header;
    const sizeMb = built && header ? statSync(`${includeDir}/${header}.gch`).size / 2 ** 20 : 0;
    const without: number[] = [];
    const withHeader: number[] = [];
    let ok = built;
    for (let i = 0; i < repeats; i++) {
      const a = await timeCompile(slot, plain);
      const b = await timeCompile(slot, attached);
      without.push(a.ms);
      withHeader.push(b.ms);
      ok &&= a.ok && b.ok;
    }
    figures.push({
      language: plain.spec.name,
      buildMs,
      sizeMb,
      withoutMs: median(without),
      withMs: median(withHeader),
      ok,
    });
  }
  return figures;
}
