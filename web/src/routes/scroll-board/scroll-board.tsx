import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ContestType, type MedalCounts, type ScrollBoardSnapshot, type ScrollCell } from '@verdict/common';
import { ROW_HEIGHT, ScrollRow } from './scroll-row';
import { PLAY_SPEEDS, useResolution, type PlaySpeed } from './use-resolution';

const KEYS_FORWARD = new Set(['ArrowRight', 'ArrowDown', 'Enter', ' ', 'n']);
const KEYS_BACK = new Set(['ArrowLeft', 'ArrowUp', 'Backspace', 'b']);

/**
 * The resolver: the sealed board revealed step by step from the bottom, each row sliding to its
 * new place, medals settling as the focus passes, ending on the final board. Keyboard: → or
 * Enter the next step, ← back, P auto-play, End the final board.
 */
export function ScrollBoard({ snapshot, medals }: { snapshot: ScrollBoardSnapshot; medals: MedalCounts }) {
  const { t } = useTranslation();
  const { resolution, played, playing, speed, setSpeed, forward, back, toEnd, togglePlay } =
    useResolution(snapshot);
  const rows = useMemo(() => resolution.rows(medals), [resolution, medals, played]);
  const next = resolution.next;
  const focus = next ? rows.findIndex((row) => row.team.uid === next.uid) : -1;
  const transitionMs = Math.min(600, Math.round(PLAY_SPEEDS[speed] * 0.7));
  const columns = `56px minmax(160px, 1fr) 56px 72px repeat(${snapshot.problems.length}, minmax(44px, 64px))`;
  const places = useMemo(() => {
    const byUid = new Map<string, number>();
    rows.forEach((row, position) => byUid.set(row.team.uid, position));
    return byUid;
  }, [rows]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
      if (KEYS_FORWARD.has(event.key)) forward();
      else if (KEYS_BACK.has(event.key)) back();
      else if (event.key === 'p' || event.key === 'P') togglePlay();
      else if (event.key === 'End') toEnd();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [forward, back, togglePlay, toEnd]);

  // The focused team stays in the middle of the screen.
  useEffect(() => {
    if (focus < 0) return;
    const top = focus * ROW_HEIGHT - window.innerHeight / 2 + 160;
    window.scrollTo({ top: Math.max(0, top), behavior: speed === 'fastest' ? 'auto' : 'smooth' });
  }, [focus, speed]);

  return (
    <div className="min-h-screen bg-slate-950 text-slate-100">
      <header className="sticky top-0 z-20 border-b border-slate-700 bg-slate-950">
        <div className="flex flex-wrap items-center gap-3 px-4 py-3">
          <h1 className="mr-auto text-xl font-bold">{snapshot.contest.title}</h1>
          <span
            className="font-mono text-sm text-slate-300"
            data-testid="scroll-progress"
            data-played={played}
            data-steps={resolution.stepCount}
            data-focus={focus}
          >
            {t('scrollBoard.progress', { played, total: resolution.stepCount })}
          </span>
          <button type="button" className="btn" onClick={back} disabled={played === 0}>
            {t('scrollBoard.back')}
          </button>
          <button type="button" className="btn btn-primary" onClick={forward} disabled={resolution.finished}>
            {t('scrollBoard.next')}
          </button>
          <button type="button" className="btn" onClick={togglePlay} disabled={resolution.finished}>
            {playing ? t('scrollBoard.pause') : t('scrollBoard.play')}
          </button>
          <label className="flex items-center gap-1 text-sm">
            {t('scrollBoard.speed')}
            <select
              className="rounded bg-slate-800 px-2 py-1"
              value={speed}
              onChange={(event) => setSpeed(event.target.value as PlaySpeed)}
            >
              {Object.keys(PLAY_SPEEDS).map((name) => (
                <option key={name} value={name}>
                  {t(`scrollBoard.speeds.${name}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn" onClick={toEnd} disabled={resolution.finished}>
            {t('scrollBoard.toEnd')}
          </button>
          <p className="w-full text-xs text-slate-400">
            {t('scrollBoard.medalLine', { ...medals })} · {t('scrollBoard.keys')}
          </p>
        </div>
        <div
          role="row"
          className="grid items-center gap-1 px-2 py-2 text-sm text-slate-400"
          style={{ gridTemplateColumns: columns }}
        >
          <span className="text-center">#</span>
          <span>{t('scrollBoard.team')}</span>
          <span className="text-center">
            {snapshot.contest.type === ContestType.ACM ? t('scrollBoard.solved') : t('scrollBoard.score')}
          </span>
          <span className="text-center">
            {snapshot.contest.type === ContestType.ACM ? t('scrollBoard.penalty') : t('scrollBoard.time')}
          </span>
          {snapshot.problems.map((problem) => (
            <span
              key={problem.displayId}
              className="flex items-center justify-center gap-1"
              title={problem.title}
            >
              {problem.color ? (
                <span className="h-3 w-3 rounded-full" style={{ backgroundColor: problem.color }} />
              ) : null}
              {problem.displayId}
            </span>
          ))}
        </div>
      </header>
      <div
        role="table"
        className="relative"
        style={{ height: rows.length * ROW_HEIGHT }}
        data-testid="scroll-board"
      >
        {snapshot.teams.map((team) => {
          const position = places.get(team.uid)!;
          const row = rows[position];
          const focused = position === focus;
          return (
            <ScrollRow
              key={team.uid}
              row={row}
              type={snapshot.contest.type}
              position={position}
              focused={focused}
              revealing={focused ? next!.problem : -1}
              finalized={focus < 0 || position > focus}
              cellsKey={cellsKey(row.cells, row.hidden)}
              columns={columns}
              transitionMs={transitionMs}
            />
          );
        })}
      </div>
      {rows.length === 0 ? <p className="p-8 text-center text-slate-400">{t('scrollBoard.empty')}</p> : null}
    </div>
  );
}

function cellsKey(cells: readonly (ScrollCell | null)[], hidden: readonly boolean[]): string {
  return cells
    .map((cell, i) => (hidden[i] ? '?' : cell ? `${cell.points}.${cell.time}.${cell.tries}` : ''))
    .join('|');
}
