/** What the judger needs from isolate's configuration file (`key = value` lines in 1.x and 2.x). */
export interface IsolateConfig {
  /** Box n lives in <boxRoot>/<n>. */
  boxRoot: string;
  /** Box n runs as uid firstUid + n. */
  firstUid: number;
  numBoxes: number;
  /** cgroup v1 (isolate 1.x): the mount holding one directory per controller (default /sys/fs/cgroup). */
  cgRoot?: string;
  /** cgroup v1: the group isolate creates box-<n> under, relative to each controller. */
  cgParent?: string;
}

/** An /etc/subuid entry: isolate 2.3+ may take its uids from the entry of `subid_user`. */
export type SubordinateIds = (user: string) => { start: number; count: number } | undefined;

export function parseIsolateConfig(text: string, subordinateIds: SubordinateIds): IsolateConfig {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^\s*([\w.]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match && !line.trimStart().startsWith('#')) values.set(match[1], match[2]);
  }
  const int = (key: string) => (values.has(key) ? Number(values.get(key)) : undefined);
  let firstUid = int('first_uid');
  let numBoxes = int('num_boxes');
  const subidUser = values.get('subid_user');
  if (subidUser !== undefined) {
    const ids = subordinateIds(subidUser);
    if (!ids) throw new Error(`isolate's subid_user ${subidUser} has no /etc/subuid entry`);
    firstUid = ids.start;
    numBoxes ??= ids.count;
  }
  const boxRoot = values.get('box_root');
  if (!boxRoot) throw new Error('isolate configuration has no box_root');
  if (!Number.isInteger(firstUid) || !Number.isInteger(numBoxes))
    throw new Error('isolate configuration names neither first_uid and num_boxes nor subid_user');
  return {
    boxRoot,
    firstUid: firstUid!,
    numBoxes: numBoxes!,
    cgRoot: values.get('cg_root'),
    cgParent: values.get('cg_parent'),
  };
}

/** Reads `user:start:count` entries of an /etc/subuid file. */
export function subordinateIdsFrom(text: string): SubordinateIds {
  return (user) => {
    const entry = text
      .split('\n')
      .map((line) => line.split(':'))
      .find(([name]) => name === user);
    return entry ? { start: Number(entry[1]), count: Number(entry[2]) } : undefined;
  };
}
