import { isFinalStatus, JudgeStatus, OiRankScoreType } from '@verdict/common';
import type { TimedSubmission } from '../../submission/contest-submissions';

/** What a board reads of one contest submission. */
export type BoardSubmission = TimedSubmission;

/** Where the board's clock stops: the end, and the seal when the contest has one (seconds from the start). */
export interface BoardWindow {
  endAt: number;
  sealAt: number | null;
}

/** ACM: one user on one problem. */
export interface AcmCellFacts {
  isAC: boolean;
  /** Seconds from the start of the first Accepted. */
  acTime: number | null;
  /** Counted wrong tries before the first Accepted. */
  errorNum: number;
  /** Judged tries from the seal on (sealed view only). */
  tryNum: number;
}

/** OI and IOI: one user on one problem. */
export interface OiCellFacts {
  score: number;
  /** Fastest accepted run among the counted submissions, ms. */
  acRunTime: number | null;
}

/** A cell in both views: the real board and the sealed one. */
export interface BoardCell<F> {
  real: F;
  sealed: F;
}

/** Wrong tries that cost 20 minutes of penalty; CE, SE, cancelled and the rest never do. */
const PENALISED: ReadonlySet<number> = new Set([
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
]);

/** Submissions a board counts: judged, inside the contest, oldest first. */
function counted(submissions: readonly BoardSubmission[], window: BoardWindow): BoardSubmission[] {
  return submissions
    .filter((s) => isFinalStatus(s.status) && s.at >= 0 && s.at < window.endAt)
    .sort((a, b) => a.at - b.at || a.submitId - b.submitId);
}

function acmFacts(submissions: readonly BoardSubmission[], sealAt: number | null): AcmCellFacts {
  const facts: AcmCellFacts = { isAC: false, acTime: null, errorNum: 0, tryNum: 0 };
  for (const submission of submissions) {
    if (facts.isAC) break;
    if (sealAt !== null && submission.at >= sealAt) {
      facts.tryNum += 1;
    } else if (submission.status === JudgeStatus.ACCEPTED) {
      facts.isAC = true;
      facts.acTime = submission.at;
    } else if (PENALISED.has(submission.status)) {
      facts.errorNum += 1;
    }
  }
  return facts;
}

/**
 * One user's ACM cell on one problem, from that user's submissions to it; null when none of them
 * counts (a user is on the board once one of their submissions counts).
 */
export function acmCell(
  submissions: readonly BoardSubmission[],
  window: BoardWindow,
): BoardCell<AcmCellFacts> | null {
  const ordered = counted(submissions, window);
  if (ordered.length === 0) return null;
  return { real: acmFacts(ordered, null), sealed: acmFacts(ordered, window.sealAt) };
}

function oiFacts(ordered: readonly BoardSubmission[], scoreType: string): OiCellFacts {
  let chosen: BoardSubmission | undefined;
  for (const submission of ordered) {
    if (scoreType === OiRankScoreType.HIGHEST) {
      if (!chosen || (submission.score ?? 0) > (chosen.score ?? 0)) chosen = submission;
    } else {
      chosen = submission;
    }
  }
  const acRuns = ordered
    .filter((s) => s.status === JudgeStatus.ACCEPTED && s.time !== null)
    .map((s) => s.time!);
  return {
    score: chosen?.score ?? 0,
    acRunTime: acRuns.length > 0 ? Math.min(...acRuns) : null,
  };
}

/**
 * One user's OI/IOI cell on one problem: the latest counted submission's score (Recent) or the best
 * one (Highest). The sealed view counts only what was submitted before the seal; null as for ACM.
 */
export function oiCell(
  submissions: readonly BoardSubmission[],
  window: BoardWindow,
  scoreType: string,
): BoardCell<OiCellFacts> | null {
  const ordered = counted(submissions, window);
  if (ordered.length === 0) return null;
  const beforeSeal = window.sealAt === null ? ordered : ordered.filter((s) => s.at < window.sealAt!);
  return { real: oiFacts(ordered, scoreType), sealed: oiFacts(beforeSeal, scoreType) };
}

function encodeFacts(facts: AcmCellFacts | OiCellFacts): string {
  return 'isAC' in facts
    ? `${facts.isAC ? 1 : 0},${facts.acTime ?? ''},${facts.errorNum},${facts.tryNum}`
    : `${facts.score},${facts.acRunTime ?? ''}`;
}

function decodeFacts(text: string): AcmCellFacts | OiCellFacts {
  const values = text.split(',');
  const numberOrNull = (value: string) => (value === '' ? null : Number(value));
  return values.length === 4
    ? {
        isAC: values[0] === '1',
        acTime: numberOrNull(values[1]),
        errorNum: Number(values[2]),
        tryNum: Number(values[3]),
      }
    : { score: Number(values[0]), acRunTime: numberOrNull(values[1]) };
}

/**
 * A cell as the shared store keeps it: the facts' values in a fixed order, real then sealed
 * ("1,754,2,0|0,,2,1"). A board holds some 100 000 cells; JSON would be eight times the size.
 */
export function encodeCell(cell: BoardCell<unknown>): string {
  const { real, sealed } = cell as BoardCell<AcmCellFacts | OiCellFacts>;
  return `${encodeFacts(real)}|${encodeFacts(sealed)}`;
}

export function decodeCell(text: string): BoardCell<unknown> {
  const split = text.indexOf('|');
  return { real: decodeFacts(text.slice(0, split)), sealed: decodeFacts(text.slice(split + 1)) };
}
