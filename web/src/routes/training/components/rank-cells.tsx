import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { JudgeStatus, type TrainingRankCell } from '@verdict/common';
import { Avatar } from '@/components/common/avatar';
import { rankCellText } from '../rank-cell';

/** How a rank cell is tinted: green once solved, red when only tried, plain when never submitted. */
export function solvedTone(state: 'ac' | 'tried' | undefined): string {
  if (state === 'ac') return 'bg-green-50 text-green-800';
  return state === 'tried' ? 'bg-red-50 text-red-800' : '';
}

interface ProblemColumn {
  pid: number;
  displayId: string;
  title: string;
}

/** One column head per problem: its display id, its title on hover. */
export function ProblemColumnHeads({ problems }: { problems: readonly ProblemColumn[] }) {
  return (
    <>
      {problems.map((problem) => (
        <th key={problem.pid} className="px-2 py-2 text-center font-mono" title={problem.title}>
          {problem.displayId}
        </th>
      ))}
    </>
  );
}

/** A user's best result on one problem of a rank: the score or the status and run time, tinted. */
export function SubmissionCell({
  cell,
  problemType,
}: {
  cell: TrainingRankCell | undefined;
  problemType: number;
}) {
  const state = !cell ? undefined : cell.status === JudgeStatus.ACCEPTED ? 'ac' : 'tried';
  return (
    <td className={`px-2 py-1.5 text-center text-xs whitespace-nowrap ${solvedTone(state)}`}>
      {rankCellText(cell, problemType)}
    </td>
  );
}

/** A rank's user: the avatar and the name leading to their home, then what the rank adds below or beside. */
export function RankUser({
  avatar,
  username,
  children,
}: {
  avatar: string | null;
  username: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <Avatar src={avatar} name={username} size={28} />
      <div className="min-w-0">
        <Link
          to={`/user-home?username=${encodeURIComponent(username)}`}
          className="font-medium hover:underline"
        >
          {username}
        </Link>
        {children}
      </div>
    </div>
  );
}
