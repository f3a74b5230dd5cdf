import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buildHeatmapWeeks, heatLevel, heatmapMonthLabels } from '@/lib/heatmap';
import type { UserCalendarHeatmap } from '@/types/account';

const LEVEL_COLORS = ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'];
const CELL = 11;
const GAP = 2;
const STEP = CELL + GAP;
/** Room for the weekday names on the left and the month names on top. */
const LEFT = 30;
const TOP = 16;
/** Weekday rows that carry a name (Sunday is row 0), as GitHub does: Mon, Wed, Fri. */
const NAMED_WEEKDAYS = [1, 3, 5];
const LABEL_CLASS = 'fill-slate-600 text-[10px]';

/** Submissions per day over the last year: an SVG grid with month and weekday names. */
export function SubmissionHeatmap({ heatmap }: { heatmap: UserCalendarHeatmap }) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const end = heatmap.endDate ? new Date(heatmap.endDate) : new Date();
  const weeks = buildHeatmapWeeks(heatmap.dataList ?? [], Number.isNaN(end.getTime()) ? new Date() : end);
  const total = (heatmap.dataList ?? []).reduce((sum, day) => sum + day.count, 0);
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short' });
  const weekdayName = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  // 2023-01-01 was a Sunday: row `d` of the grid is the weekday of 2023-01-(1 + d).
  const weekday = (row: number) => weekdayName.format(new Date(2023, 0, 1 + row));

  // On a narrow screen, start at the latest weeks, the ones a visitor looks for.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [weeks.length]);

  return (
    <section className="card p-5" data-testid="heatmap">
      <h2 className="mb-3 font-semibold">{t('userHome.heatmap', { count: total })}</h2>
      {/* Focusable, so keyboard users can scroll it when it is wider than the screen. */}
      <div
        ref={scroller}
        className="overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={t('userHome.heatmap', { count: total })}
      >
        <svg width={LEFT + weeks.length * STEP} height={TOP + 7 * STEP} role="img">
          <title>{t('userHome.heatmap', { count: total })}</title>
          {heatmapMonthLabels(weeks).map((label) => (
            <text
              key={label.week}
              x={LEFT + label.week * STEP}
              y={TOP - 5}
              className={LABEL_CLASS}
              data-testid="heatmap-month"
            >
              {monthName.format(label.date)}
            </text>
          ))}
          {NAMED_WEEKDAYS.map((row) => (
            <text
              key={row}
              x={0}
              y={TOP + row * STEP + CELL - 1}
              className={LABEL_CLASS}
              data-testid="heatmap-weekday"
            >
              {weekday(row)}
            </text>
          ))}
          {weeks.map((week, x) =>
            week.map((cell, y) =>
              cell ? (
                <rect
                  key={cell.date}
                  x={LEFT + x * STEP}
                  y={TOP + y * STEP}
                  width={CELL}
                  height={CELL}
                  rx={2}
                  fill={LEVEL_COLORS[heatLevel(cell.count)]}
                >
                  <title>{t('userHome.heatmapCell', { date: cell.date, count: cell.count })}</title>
                </rect>
              ) : null,
            ),
          )}
        </svg>
      </div>
      <HeatmapLegend />
    </section>
  );
}

/** The colour scale, from no submissions to many. */
function HeatmapLegend() {
  const { t } = useTranslation();
  return (
    <div
      className="mt-2 flex items-center justify-end gap-1 text-xs text-slate-600"
      role="group"
      aria-label={t('userHome.heatmapLegend')}
      data-testid="heatmap-legend"
    >
      <span>{t('userHome.heatmapLess')}</span>
      {LEVEL_COLORS.map((color) => (
        <span
          key={color}
          className="inline-block rounded-sm"
          style={{ width: CELL, height: CELL, backgroundColor: color }}
          aria-hidden="true"
        />
      ))}
      <span>{t('userHome.heatmapMore')}</span>
    </div>
  );
}
