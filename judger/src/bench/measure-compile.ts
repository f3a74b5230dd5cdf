import type { SandboxSlot } from '../sandbox/sandbox';
import { compileInBox } from '../pipeline/compile';
import type { ResolvedLanguage } from '../languages/language-registry';

export interface CompileFigure {
  language: string;
  medianMs: number | null;
  ok: boolean;
}

/** Median wall time to compile each language's A+B template in the sandbox (3 runs each). */
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
    const times: number[] = [];
    let ok = true;
    for (let i = 0; i < repeats; i++) {
      await slot.reset();
      const start = process.hrtime.bigint();
      const outcome = await compileInBox({ slot, box: 0, language, code: language.spec.template });
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      ok &&= outcome.ok;
    }
    times.sort((a, b) => a - b);
    figures.push({ language: language.spec.name, medianMs: times[Math.floor(times.length / 2)], ok });
  }
  return figures;
}
