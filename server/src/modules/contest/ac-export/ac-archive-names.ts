import { findLanguage } from '@verdict/common';

/** How the archive is split into folders: one per contestant, or one per problem. */
export type SplitType = 'user' | 'problem';

/** What names a submission's file. */
export interface ArchivedSubmission {
  submitId: number;
  username: string;
  displayId: string;
  language: string;
  submitTime: Date;
  /** OI and IOI: the score, part of the name. */
  score: number | null;
}

/** The source file extension of a judge language (`main.cpp` → `cpp`); `txt` for one it does not know. */
export function extensionOf(language: string): string {
  const src = findLanguage(language)?.src;
  return src?.includes('.') ? src.slice(src.lastIndexOf('.') + 1) : 'txt';
}

/** `20261125143005`: the submit time to the second, UTC. */
const stamp = (time: Date) => time.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/**
 * A name as one segment of a path inside the archive: path separators, drive colons and control
 * characters become '_', and a name of dots only becomes '_', so no stored name (a display id kept
 * from before display ids were checked) can climb out of its folder or make the zip library refuse it.
 */
export function archiveSegment(name: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[/\\:\x00-\x1f]/g, '_');
  return /^\.*$/.test(safe) ? '_' : safe;
}

/**
 * HOJ's names: `<user>/<problem>_(<time>).<ext>` or `<problem>/<user>_(<time>).<ext>`, the score
 * before the time for OI. A second file that would take a name already given gets its submission id.
 */
export function archivePath(submission: ArchivedSubmission, split: SplitType, taken: Set<string>): string {
  const user = archiveSegment(submission.username);
  const problem = archiveSegment(submission.displayId);
  const folder = split === 'user' ? user : problem;
  const lead = split === 'user' ? problem : user;
  const score = submission.score === null ? '' : `_${submission.score}`;
  const base = `${folder}/${lead}${score}_(${stamp(submission.submitTime)})`;
  const ext = extensionOf(submission.language);
  const path = taken.has(`${base}.${ext}`) ? `${base}_${submission.submitId}.${ext}` : `${base}.${ext}`;
  taken.add(path);
  return path;
}
