import { JUDGE_STATUS_INFO, type JudgeStatusCode } from '@verdict/common';
import type { ModelMessage } from './model-client';

/** What the model may know of a problem: its statement, samples and limits, never its test data or answer. */
export interface ProblemFacts {
  title: string;
  description: string | null;
  input: string | null;
  output: string | null;
  /** HOJ's `<input>…</input><output>…</output>` pairs. */
  examples: string | null;
  hint: string | null;
  timeLimit: number;
  memoryLimit: number;
}

/** The user's own submission a hint explains. */
export interface SubmissionFacts {
  status: number;
  errorMessage: string | null;
  code: string;
  language: string;
}

export interface PromptParts {
  systemPrompt: string;
  hintRule: string;
  problem: ProblemFacts;
  /** The code in the user's editor, as last sent; a hint reads the submission's instead. */
  code: { code: string; language: string } | null;
  submission: SubmissionFacts | null;
  /** Earlier messages, oldest first. */
  history: ModelMessage[];
  question: string;
}

/** Earlier messages sent along: enough to follow the conversation, bounded so a long one stays affordable. */
export const HISTORY_LIMIT = 20;
/** Compiler output beyond this is cut: the first lines carry the error. */
const COMPILER_OUTPUT_LIMIT = 4000;

function section(title: string, body: string | null | undefined): string {
  return body?.trim() ? `## ${title}\n${body.trim()}\n` : '';
}

function samples(examples: string | null): string {
  const pairs = [...(examples ?? '').matchAll(/<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g)];
  return pairs
    .map(
      ([, input, output], index) =>
        `Sample ${index + 1} input:\n${input}\nSample ${index + 1} output:\n${output}`,
    )
    .join('\n\n');
}

function fenced(code: string, language: string): string {
  return `Language: ${language}\n\`\`\`\n${code}\n\`\`\``;
}

/** The problem as the model reads it. */
export function describeProblem(problem: ProblemFacts): string {
  return [
    `# ${problem.title}`,
    `Time limit: ${problem.timeLimit} ms. Memory limit: ${problem.memoryLimit} MB.`,
    section('Description', problem.description),
    section('Input', problem.input),
    section('Output', problem.output),
    section('Samples', samples(problem.examples)),
    section('Hint', problem.hint),
  ]
    .filter(Boolean)
    .join('\n');
}

/** What a hint adds: the verdict, the compiler's words and the code that got them. */
export function describeSubmission(submission: SubmissionFacts): string {
  const verdict = JUDGE_STATUS_INFO[submission.status as JudgeStatusCode]?.name ?? String(submission.status);
  const output = (submission.errorMessage ?? '').slice(0, COMPILER_OUTPUT_LIMIT);
  return [
    `The student's submission got: ${verdict}.`,
    section('Compiler and judge output', output),
    section("The submission's code", fenced(submission.code, submission.language)),
    'Explain what is most likely wrong in this code and how to find it, without writing the corrected program.',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The messages sent to the model: the admin's instructions and the hint rule, the problem, the
 * user's code (or, for a hint, the submission), the recent conversation and the new message.
 */
export function buildPrompt(parts: PromptParts): ModelMessage[] {
  const context = [
    parts.systemPrompt.trim(),
    parts.hintRule.trim(),
    describeProblem(parts.problem),
    parts.submission
      ? describeSubmission(parts.submission)
      : parts.code?.code.trim()
        ? section("The student's current code", fenced(parts.code.code, parts.code.language))
        : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return [
    { role: 'system', content: context },
    ...parts.history.slice(-HISTORY_LIMIT),
    { role: 'user', content: parts.question },
  ];
}
