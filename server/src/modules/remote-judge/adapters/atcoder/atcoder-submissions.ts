import { parse } from 'node-html-parser';
import { collapseSpaces } from './atcoder-page';

const SUBMISSION_LINK = /^\/contests\/[^/]+\/submissions\/(\d+)$/;

/**
 * The newest submission of `task` on a "My Submissions" page (`/contests/<c>/submissions/me`):
 * the highest id among the rows that link to the task, so the table's order does not matter.
 */
export function newestSubmissionOf(html: string, task: string): string | undefined {
  let newest: number | undefined;
  for (const row of parse(html).querySelectorAll('tbody tr')) {
    const links = row.querySelectorAll('a').map((link) => link.getAttribute('href') ?? '');
    if (!links.some((href) => pathOf(href).endsWith(`/tasks/${task}`))) continue;
    for (const href of links) {
      const id = SUBMISSION_LINK.exec(pathOf(href))?.[1];
      if (id && (newest === undefined || Number(id) > newest)) newest = Number(id);
    }
  }
  return newest === undefined ? undefined : String(newest);
}

/**
 * The compiler's output on a submission's page: the `pre` after the "Compile Error" heading.
 * AtCoder shows that heading for warnings too, so only a CE's page is read for it.
 */
export function compileErrorOf(html: string): string | null {
  const heading = parse(html)
    .querySelectorAll('h4')
    .find((h4) => ['Compile Error', 'コンパイルエラー'].includes(collapseSpaces(h4.text)));
  const pre = heading?.nextElementSibling;
  if (!pre || pre.tagName !== 'PRE') return null;
  return pre.text.replace(/^\r?\n/, '').trimEnd() || null;
}

function pathOf(href: string): string {
  return new URL(href, 'http://atcoder.invalid').pathname;
}
