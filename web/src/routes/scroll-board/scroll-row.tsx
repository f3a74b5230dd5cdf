import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ContestType, type Medal, type ResolverRow, type ScrollCell } from '@verdict/common';

export const ROW_HEIGHT = 44;

const MEDAL_CLASS: Record<Medal, string> = {
  gold: 'bg-yellow-400 text-yellow-950',
  silver: 'bg-slate-300 text-slate-900',
  bronze: 'bg-orange-400 text-orange-950',
};

interface CellProps {
  type: number;
  cell: ScrollCell | null;
  hidden: boolean;
  frozen: number;
  revealing: boolean;
}

function Cell({ type, cell, hidden, frozen, revealing }: CellProps) {
  const { t } = useTranslation();
  const ring = revealing ? 'ring-4 ring-sky-400 animate-pulse' : '';
  const box = `flex h-9 flex-col items-center justify-center rounded text-xs leading-tight ${ring}`;
  if (hidden) {
    const tries = (cell?.tries ?? 0) + frozen;
    return (
      <div className={`${box} bg-amber-500 text-amber-950`} data-cell="hidden">
        <span className="font-bold">?</span>
        {type === ContestType.ACM ? <span>{t('scrollBoard.tries', { count: tries })}</span> : null}
      </div>
    );
  }
  if (!cell) return <div className={box} />;
  if (type !== ContestType.ACM) {
    const tone = cell.points > 0 ? 'bg-emerald-600 text-white' : 'bg-rose-700 text-white';
    return <div className={`${box} ${tone} text-sm font-semibold`}>{cell.points}</div>;
  }
  if (cell.points > 0) {
    return (
      <div className={`${box} bg-emerald-600 text-white`} data-cell="solved">
        <span className="font-bold">+{cell.tries || ''}</span>
        <span>{Math.floor((cell.time ?? 0) / 60)}</span>
      </div>
    );
  }
  return cell.tries > 0 ? (
    <div className={`${box} bg-rose-700 text-white`} data-cell="wrong">
      <span className="font-bold">-{cell.tries}</span>
    </div>
  ) : (
    <div className={box} />
  );
}

export interface ScrollRowProps {
  row: ResolverRow;
  type: number;
  position: number;
  /** The team the next step reveals, and the cell it reveals. */
  focused: boolean;
  revealing: number;
  /** Below the focus: nothing left to reveal, so the medal is settled. */
  finalized: boolean;
  /** Changes whenever what the row shows changes (rows are redrawn only then). */
  cellsKey: string;
  columns: string;
  transitionMs: number;
}

function ScrollRowView({
  row,
  type,
  position,
  focused,
  revealing,
  finalized,
  columns,
  transitionMs,
}: ScrollRowProps) {
  const { t } = useTranslation();
  const { team, standing } = row;
  const medal = finalized ? row.medal : null;
  return (
    <div
      role="row"
      data-uid={team.uid}
      data-position={position}
      data-medal={medal ?? undefined}
      className={`absolute inset-x-0 top-0 grid items-center gap-1 border-b border-slate-700 px-2 ${
        focused ? 'z-10 bg-sky-900' : 'bg-slate-900'
      }`}
      style={{
        height: ROW_HEIGHT,
        gridTemplateColumns: columns,
        transform: `translateY(${position * ROW_HEIGHT}px)`,
        transition: `transform ${transitionMs}ms ease-in-out`,
      }}
    >
      <div
        role="cell"
        className={`rounded py-1 text-center font-bold ${medal ? MEDAL_CLASS[medal] : 'text-slate-300'}`}
        title={medal ? t(`scrollBoard.${medal}`) : undefined}
      >
        {team.star ? '*' : row.rank}
      </div>
      <div role="cell" className="min-w-0 truncate">
        <span className="font-semibold text-white">{team.name}</span>
        {team.school ? <span className="ml-2 text-xs text-slate-400">{team.school}</span> : null}
      </div>
      <div role="cell" className="text-center text-lg font-bold text-white">
        {standing.points}
      </div>
      <div role="cell" className="text-center font-mono text-slate-300">
        {type === ContestType.ACM ? Math.floor(standing.time / 60) : standing.time}
      </div>
      {row.cells.map((cell, problem) => (
        <Cell
          key={problem}
          type={type}
          cell={cell}
          hidden={row.hidden[problem]}
          frozen={team.frozen[problem]}
          revealing={revealing === problem}
        />
      ))}
    </div>
  );
}

/** A row is redrawn only when its place, its focus or what it shows changed. */
export const ScrollRow = memo(
  ScrollRowView,
  (a, b) =>
    a.position === b.position &&
    a.focused === b.focused &&
    a.revealing === b.revealing &&
    a.finalized === b.finalized &&
    a.row.rank === b.row.rank &&
    a.row.medal === b.row.medal &&
    a.cellsKey === b.cellsKey &&
    a.columns === b.columns &&
    a.transitionMs === b.transitionMs,
);
