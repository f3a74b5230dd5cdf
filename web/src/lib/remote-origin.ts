import { REMOTE_JUDGE_NAME } from '@verdict/common';
import { isWebLink } from './is-web-link';

/** Where a remote problem comes from: its judge's name (or the host of its page) and its page. */
export interface RemoteOrigin {
  /** Null when neither the id nor the page names the judge. */
  judge: string | null;
  /** The problem's page on that judge; null when its source is no http(s) address. */
  href: string | null;
}

/**
 * A remote problem's judge: the prefix of its id on this site (`CF-1000A` is CF's); where the
 * page shows it under another id (a contest's display id), the host of its source page.
 */
export function remoteOrigin(problem: { problemId: string; source: string | null }): RemoteOrigin {
  const href = isWebLink(problem.source) ? problem.source.trim() : null;
  const prefix = /^([^-]+)-./.exec(problem.problemId)?.[1] ?? '';
  if (REMOTE_JUDGE_NAME.test(prefix)) return { judge: prefix, href };
  return { judge: href ? hostOf(href) : null, href };
}

function hostOf(href: string): string | null {
  try {
    return new URL(href).host || null;
  } catch {
    return null;
  }
}
