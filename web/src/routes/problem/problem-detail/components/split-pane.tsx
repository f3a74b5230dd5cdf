import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '@/hooks/use-media-query';
import { resolveSplit, type SplitState } from '@/lib/split-layout';

interface SplitPaneProps {
  left: ReactNode;
  right: ReactNode;
  rightMinPx: number;
}

/**
 * Draggable splitter between statement and editor, with collapse to one side. Both sides stay
 * mounted in every mode and at every width (only their styles change), so the editor keeps its
 * code and the submission being followed when the window is resized or a side is collapsed.
 */
export function SplitPane({ left, right, rightMinPx }: SplitPaneProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const container = useRef<HTMLDivElement>(null);
  const [split, setSplit] = useState<SplitState>({ mode: 'both', leftPx: 0 });
  const [dragPx, setDragPx] = useState<number | null>(null);

  const totalPx = () => container.current?.getBoundingClientRect().width ?? 0;
  const offsetOf = (event: PointerEvent) =>
    event.clientX - (container.current?.getBoundingClientRect().left ?? 0);
  const onDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragPx(offsetOf(event));
  };
  const onMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragPx !== null) setDragPx(Math.min(Math.max(offsetOf(event), 0), totalPx()));
  };
  const onUp = () => {
    if (dragPx === null) return;
    setSplit(resolveSplit(dragPx, totalPx(), rightMinPx));
    setDragPx(null);
  };

  const dragging = dragPx !== null;
  const showLeft = !wide || split.mode !== 'code-only' || dragging;
  const showRight = !wide || split.mode !== 'problem-only' || dragging;
  const leftWidth = dragPx ?? split.leftPx;
  const leftStyle =
    wide && showRight
      ? leftWidth
        ? { width: leftWidth, flex: 'none' }
        : { flex: '1 1 0%' }
      : { flex: '1 1 0%' };
  return (
    <div
      ref={container}
      className={wide ? 'flex h-[calc(100vh-6rem)] min-h-[560px] items-stretch' : 'flex flex-col gap-4'}
      data-split-mode={wide ? split.mode : 'stacked'}
    >
      <div className={`min-w-0 ${showLeft ? '' : 'hidden'} ${wide ? 'overflow-auto' : ''}`} style={leftStyle}>
        {left}
      </div>
      <div
        className={`group relative mx-1 w-2 shrink-0 cursor-col-resize rounded bg-slate-200 hover:bg-blue-300 ${wide ? '' : 'hidden'}`}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
      >
        {/* The separator itself holds no buttons: a separator's content is not announced. */}
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={t('problem.splitter')}
          className="absolute inset-0"
        />
        <div className="sticky top-24 flex flex-col items-center gap-1 pt-2">
          {split.mode === 'both' ? (
            <>
              <CollapseButton
                label={t('problem.codeOnly')}
                onClick={() => setSplit({ ...split, mode: 'code-only' })}
              >
                ‹
              </CollapseButton>
              <CollapseButton
                label={t('problem.problemOnly')}
                onClick={() => setSplit({ ...split, mode: 'problem-only' })}
              >
                ›
              </CollapseButton>
            </>
          ) : (
            <CollapseButton
              label={t('problem.showBoth')}
              onClick={() => setSplit({ mode: 'both', leftPx: 0 })}
            >
              ⇆
            </CollapseButton>
          )}
        </div>
      </div>
      <div className={`min-w-0 flex-1 ${showRight ? '' : 'hidden'} ${wide ? 'overflow-hidden' : ''}`}>
        {right}
      </div>
    </div>
  );
}

function CollapseButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      className="flex h-6 w-5 -translate-x-1.5 items-center justify-center rounded border border-slate-300 bg-white text-xs shadow"
      onPointerDown={(event) => event.stopPropagation()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
