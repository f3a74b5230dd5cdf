/**
 * Slide-puzzle verification shown before login (seed 2 §2, tolerance 3 px). The picture is a
 * generated gradient, so nothing is downloaded; the gap position is random per attempt.
 */
import { useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const SLIDE_TOLERANCE_PX = 3;
const WIDTH = 310;
const HEIGHT = 155;
const PIECE = 42;
/** A drag faster than this is treated as a machine (seed 2 §8 "speed too fast"). */
const MIN_DRAG_MS = 150;

interface Puzzle {
  targetX: number;
  y: number;
  hue: number;
}

function newPuzzle(): Puzzle {
  return {
    targetX: Math.round(PIECE + 20 + Math.random() * (WIDTH - PIECE * 2 - 40)),
    y: Math.round(15 + Math.random() * (HEIGHT - PIECE - 30)),
    hue: Math.round(Math.random() * 360),
  };
}

function background(hue: number): string {
  return `radial-gradient(circle at 20% 30%, hsl(${hue} 80% 75%) 0 18%, transparent 19%), radial-gradient(circle at 75% 65%, hsl(${(hue + 90) % 360} 70% 65%) 0 22%, transparent 23%), linear-gradient(135deg, hsl(${hue} 70% 45%), hsl(${(hue + 160) % 360} 65% 40%))`;
}

export function SlideVerify({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [puzzle, setPuzzle] = useState(newPuzzle);
  const [offset, setOffset] = useState(0);
  const [state, setState] = useState<'idle' | 'dragging' | 'fail' | 'tooFast' | 'success'>('idle');
  const drag = useRef<{ startX: number; startTime: number } | null>(null);
  const bg = useMemo(() => background(puzzle.hue), [puzzle.hue]);

  const reset = (next: 'idle' | 'fail' | 'tooFast') => {
    setPuzzle(newPuzzle());
    setOffset(0);
    setState(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (state === 'success') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startTime: performance.now() };
    setState('dragging');
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    setOffset(Math.min(WIDTH - PIECE, Math.max(0, event.clientX - drag.current.startX)));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    const elapsed = performance.now() - drag.current.startTime;
    drag.current = null;
    if (Math.abs(offset - puzzle.targetX) > SLIDE_TOLERANCE_PX) return reset('fail');
    if (elapsed < MIN_DRAG_MS) return reset('tooFast');
    setState('success');
    setTimeout(onSuccess, 300);
  };

  const message =
    state === 'fail'
      ? t('slide.fail')
      : state === 'tooFast'
        ? t('slide.tooFast')
        : state === 'success'
          ? t('slide.success')
          : t('slide.hint');
  return (
    <div
      className="mx-auto select-none"
      style={{ width: WIDTH }}
      data-testid="slide-verify"
      data-target={puzzle.targetX}
    >
      <div
        className="relative overflow-hidden rounded-md"
        style={{ width: WIDTH, height: HEIGHT, background: bg }}
      >
        <div
          className="absolute rounded-sm border-2 border-white/80 bg-black/45"
          style={{ left: puzzle.targetX, top: puzzle.y, width: PIECE, height: PIECE }}
          aria-hidden="true"
        />
        <div
          className="absolute rounded-sm border-2 border-white shadow-lg"
          style={{
            left: offset,
            top: puzzle.y,
            width: PIECE,
            height: PIECE,
            background: bg,
            backgroundSize: `${WIDTH}px ${HEIGHT}px`,
            backgroundPosition: `-${puzzle.targetX}px -${puzzle.y}px`,
          }}
          aria-hidden="true"
        />
        <button
          type="button"
          className="absolute top-1 right-1 rounded bg-black/40 px-2 text-xs text-white"
          onClick={() => reset('idle')}
        >
          {t('slide.refresh')}
        </button>
      </div>
      <div className="relative mt-2 h-10 rounded-md border border-slate-300 bg-slate-100">
        <div className="absolute inset-y-0 left-0 rounded-md bg-blue-100" style={{ width: offset + PIECE }} />
        <span
          className={`absolute inset-0 flex items-center justify-center text-xs ${state === 'fail' || state === 'tooFast' ? 'text-red-600' : state === 'success' ? 'text-green-700' : 'text-slate-500'}`}
        >
          {message}
        </span>
        <button
          type="button"
          aria-label={t('slide.handle')}
          data-testid="slide-handle"
          className="absolute top-0 h-10 w-[42px] touch-none rounded-md border border-slate-300 bg-white shadow"
          style={{ left: offset }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          →
        </button>
      </div>
    </div>
  );
}
