import { MAX_EXAMPLES } from '../problem/problem-form';
import { examplesText, type ForeignProblem } from './foreign/foreign-problem';

/** Imported problems start private: an admin looks them over before students see them. */
const PRIVATE = 2;

/** The problem form's statement and limits of an imported problem, whatever format it came in. */
export function importedStatement(problem: ForeignProblem) {
  return {
    description: problem.description,
    input: problem.input ?? '',
    output: problem.output ?? '',
    // HOJ shows at most two examples; the test cases hold the rest anyway.
    examples: examplesText(problem.examples.slice(0, MAX_EXAMPLES)),
    hint: problem.hint ?? '',
    source: problem.source ?? '',
    timeLimit: problem.timeLimitMs,
    memoryLimit: problem.memoryLimitMb,
    type: problem.type,
    auth: PRIVATE,
  };
}
