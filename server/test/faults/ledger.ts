import { isFinalStatus, JudgeStatus } from '@verdict/common';
import { STATUS_COUNT_COLUMN } from '../../src/modules/problem/problem.service';
import { countsOnProblem } from '../../src/modules/submission/verdict-counters';
import type { Cluster } from './cluster';

const COLUMNS = ['total', 'ac', 'wa', 'ce', 'pa', 'tle', 'mle', 're', 'pe', 'se'] as const;

interface Row {
  submitId: number;
  uid: string;
  status: number;
  cid: number;
  gid: number | null;
  isVerification: number | boolean;
}

/**
 * What the database says after a fault: the problem's counters equal what its submission rows
 * say by the counters' own rule (practice submissions only), and its solved list holds exactly the users with an accepted submission.
 */
export async function expectLedgerConsistent(cluster: Cluster, pid: number): Promise<void> {
  const rows = await cluster.sql<Row[]>(
    'SELECT submitId, uid, status, cid, gid, isVerification FROM judge WHERE pid = ?',
    true,
    [pid],
  );
  const expected: Record<string, number> = Object.fromEntries(COLUMNS.map((c) => [c, 0]));
  for (const row of rows) {
    const scope = { cid: row.cid, gid: row.gid, isVerification: Boolean(Number(row.isVerification)) };
    if (!isFinalStatus(row.status) || !countsOnProblem(scope, row.status)) continue;
    expected.total++;
    const column = STATUS_COUNT_COLUMN[row.status];
    if (column) expected[column]++;
  }
  const [stored] = await cluster.sql<Record<string, number>[]>(
    `SELECT ${COLUMNS.join(', ')} FROM problem_count WHERE pid = ?`,
    true,
    [pid],
  );
  expect({ ...stored }).toEqual(expected);

  const solvers = [
    ...new Set(
      rows
        .filter((r) => r.status === JudgeStatus.ACCEPTED && r.cid === 0 && r.gid === null)
        .map((r) => r.uid),
    ),
  ];
  const entries = await cluster.sql<{ uid: string }[]>('SELECT uid FROM user_acproblem WHERE pid = ?', true, [
    pid,
  ]);
  expect(entries.map((e) => e.uid).sort()).toEqual(solvers.sort());
}
