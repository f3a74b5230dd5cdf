import { parse } from 'node-html-parser';
import { RemoteJudgeError } from '../remote-judge-error';
import { collapseSpaces } from './atcoder-page';
import { atCoderVerdict } from './atcoder-verdicts';

/** `/contests/<c>/submissions/me/status/json?sids[]=<id>`: the status cells of each asked run. */
export interface AtCoderStatusJson {
  Result?: Record<string, { Html?: string; Score?: string } | undefined>;
  Interval?: number;
}

export type AtCoderRunStatus =
  | { done: false }
  | { done: true; verdict: string; status: number; timeMs: number | null; memoryKb: number | null };

/**
 * Reads a run's cells from the status JSON: a verdict label (`<span class='label …'>AC</span>`),
 * then, once run, "12 ms" and "3648 KB" cells. A compile error has neither; a run being judged
 * shows WJ or its progress ("3/10", "3/10 WA") and no cells worth reading.
 */
export function readRunStatus(json: AtCoderStatusJson, runId: string): AtCoderRunStatus | undefined {
  const entry = json.Result?.[runId];
  if (!entry) return undefined;
  if (typeof entry.Html !== 'string') throw changed();
  const cells = parse(`<table><tr>${entry.Html}</tr></table>`).querySelectorAll('td');
  const label = cells[0]?.querySelector('span.label');
  if (!label) throw changed();
  const verdict = collapseSpaces(label.text);
  const status = atCoderVerdict(verdict);
  if (status === undefined) {
    throw new RemoteJudgeError('changed-page', `AtCoder shows a verdict this site does not know: ${verdict}`);
  }
  if (status === 'pending') return { done: false };
  return {
    done: true,
    verdict,
    status,
    timeMs: timeMs(cells[1]?.text),
    memoryKb: memoryKb(cells[2]?.text),
  };
}

function memoryKb(text: string | undefined): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(KiB|KB|MiB|MB)$/i.exec(text?.trim() ?? '');
  if (!match) return null;
  const value = Number(match[1]);
  return Math.round(match[2].toUpperCase().startsWith('M') ? value * 1024 : value);
}

function timeMs(text: string | undefined): number | null {
  const match = /^(\d+)\s*ms$/i.exec(text?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

function changed(): RemoteJudgeError {
  return new RemoteJudgeError(
    'changed-page',
    "AtCoder's submission status no longer has the shape this site reads",
  );
}
