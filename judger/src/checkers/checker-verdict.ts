import { JudgeStatus } from '@verdict/common';

export interface CheckerVerdict {
  status: number;
  /** Share of the case score for Partial Accepted, in [0, 1]. */
  partial?: number;
  message: string;
}

/** `points 0.5`, `points 50` ... as testlib's quitp writes them; also a bare leading number. */
function parsePoints(output: string): number | undefined {
  const match =
    /(?:^|\s)points\s+([0-9]*\.?[0-9]+(?:e[-+]?\d+)?)/i.exec(output) ?? /^\s*([0-9]*\.?[0-9]+)/.exec(output);
  if (!match) return undefined;
  const value = Number(match[1]);
  if (!Number.isFinite(value) || value < 0) return undefined;
  // testlib partial points are a fraction; HOJ-style checkers print a percentage.
  return value <= 1 ? value : Math.min(value / 100, 1);
}

function partialVerdict(output: string): CheckerVerdict {
  const share = parsePoints(output);
  if (share === undefined)
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      message: `Checker reported partial points it did not state: ${output}`,
    };
  if (share >= 1) return { status: JudgeStatus.ACCEPTED, message: output };
  return {
    status: share > 0 ? JudgeStatus.PARTIAL_ACCEPTED : JudgeStatus.WRONG_ANSWER,
    partial: share,
    message: output,
  };
}

/**
 * Exit code of a special judge or interactor → verdict: testlib codes
 * 0 ok, 1 wa, 2 pe (reported as WA with a note, as HOJ does), 3 fail (system error), 7 points;
 * HOJ's own 100 AC, 101 PE, 102 WA, 103 error, 99 partial are accepted too.
 */
export function checkerVerdict(exitCode: number, signal: number, output: string): CheckerVerdict {
  const message = output.trim();
  if (signal)
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      message: `Checker killed by signal ${signal}. ${message}`.trim(),
    };
  switch (exitCode) {
    case 0:
    case 100:
      return { status: JudgeStatus.ACCEPTED, message };
    case 1:
    case 102:
      return { status: JudgeStatus.WRONG_ANSWER, message };
    case 2:
    case 101:
      return { status: JudgeStatus.WRONG_ANSWER, message: `Presentation error: ${message}`.trim() };
    case 7:
    case 99:
      return partialVerdict(message);
    case 3:
    case 103:
      return { status: JudgeStatus.SYSTEM_ERROR, message: `Checker failed: ${message}`.trim() };
    default:
      return {
        status: JudgeStatus.SYSTEM_ERROR,
        message: `Checker exited with unexpected code ${exitCode}. ${message}`.trim(),
      };
  }
}
