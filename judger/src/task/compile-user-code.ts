import type { JudgeTask } from '@verdict/common';
import { bindToSource } from '../languages/bind-to-source';
import { compileInBox, type CompileOutcome } from '../pipeline/compile';
import type { JudgeEnv } from './judge-env';
import { JudgeFailure } from './judge-failure';

type ResolvedLanguage = NonNullable<ReturnType<JudgeEnv['languages']['get']>>;

/**
 * Finds the task's language on this judge (SE when missing) and compiles the user's code in box 0.
 * The language comes back bound to the code (e.g. Java's class names), ready to run it.
 */
export async function compileUserCode(
  env: JudgeEnv,
  task: JudgeTask,
): Promise<{ language: ResolvedLanguage; compiled: CompileOutcome }> {
  const available = env.languages.get(task.language);
  if (!available)
    throw new JudgeFailure(`Language ${task.language} is not available on judge ${env.judgerName}`);
  const language = bindToSource(available, task.code);
  const compiled = await compileInBox({
    slot: env.slot,
    box: 0,
    language,
    code: task.code,
    extraFiles: task.problem.userExtraFiles,
  });
  return { language, compiled };
}
