import { parse, type HTMLElement } from 'node-html-parser';
import type { RemoteContest } from '../remote-judge-adapter';
import { RemoteJudgeError } from '../remote-judge-error';
import { collapseSpaces } from './atcoder-page';

/** The contest list's tables of running and upcoming contests (permanent and past are left). */
const TABLES = ['#contest-table-action', '#contest-table-upcoming'];

/**
 * Reads `/contests/?lang=en`: each row is a start time (`<time class='fixtime-full'>2026-12-05
 * 21:00:00+0900</time>`), the contest's link and name, and a duration "hh:mm" (hours may pass
 * 24: "240:00"). Soonest first.
 */
export function parseContestsPage(html: string, baseUrl: string): RemoteContest[] {
  const page = parse(html);
  const tables = TABLES.map((selector) => page.querySelector(selector)).filter((table) => table !== null);
  if (tables.length === 0) throw changed('has no table of upcoming contests');
  const contests = tables.flatMap((table) =>
    table.querySelectorAll('tbody tr').map((row) => readRow(row, baseUrl)),
  );
  return contests.sort((a, b) => a.startTime - b.startTime);
}

function readRow(row: HTMLElement, baseUrl: string): RemoteContest {
  const time = row.querySelector('time.fixtime-full') ?? row.querySelector('time');
  const link = row
    .querySelectorAll('a')
    .find((a) => /^\/contests\/[^/?#]+\/?$/.test(a.getAttribute('href') ?? ''));
  const cells = row.querySelectorAll('td');
  if (!time || !link || cells.length < 3) throw changed('has a contest row of another shape');
  return {
    oj: 'AC',
    title: collapseSpaces(link.text),
    startTime: startTime(time.text),
    durationSeconds: durationSeconds(cells[2].text),
    link: new URL(link.getAttribute('href')!, baseUrl).toString(),
  };
}

/** "2026-12-05 21:00:00+0900" (Japan time, as AtCoder writes it) → epoch ms. */
function startTime(text: string): number {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)([+-]\d{2}):?(\d{2})$/.exec(text.trim());
  const time = match ? Date.parse(`${match[1]}T${match[2]}${match[3]}:${match[4]}`) : NaN;
  if (Number.isNaN(time)) throw changed(`has a start time this site cannot read: ${text.trim()}`);
  return time;
}

function durationSeconds(text: string): number {
  const match = /^(\d+):(\d{2})$/.exec(text.trim());
  if (!match) throw changed(`has a duration this site cannot read: ${text.trim()}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60;
}

function changed(what: string): RemoteJudgeError {
  return new RemoteJudgeError('changed-page', `AtCoder's contest list ${what}`);
}
