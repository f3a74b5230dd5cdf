import { useTranslation } from 'react-i18next';
import { buildHeatmapWeeks, heatLevel } from '@/lib/heatmap';
import type { UserCalendarHeatmap } from '@/types/account';

const LEVEL_COLORS = ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'];
const CELL = 11;
const GAP = 2;

/** Submissions per day over the last year (seed 2 §2), drawn as an SVG grid. */
export function SubmissionHeatmap({ heatmap }: { heatmap: UserCalendarHeatmap }) {
  const { t } = useTranslation();
  const end = heatmap.endDate ? new Date(heatmap.endDate) : new Date();
  const weeks = buildHeatmapWeeks(heatmap.dataList ?? [], Number.isNaN(end.getTime()) ? new Date() : end);
  const total = (heatmap.dataList ?? []).reduce((sum, day) => sum + day.count, 0);
  return (
    <section className="card p-5">
      <h2 className="mb-3 font-semibold">{t('userHome.heatmap', { count: total })}</h2>
      <div className="overflow-x-auto">
        <svg
          width={weeks.length * (CELL + GAP)}
          height={7 * (CELL + GAP)}
          role="img"
          aria-label={t('userHome.heatmap', { count: total })}
        >
          {weeks.map((week, x) =>
            week.map((cell, y) =>
              cell ? (
                <rect
                  key={cell.date}
                  x={x * (CELL + GAP)}
                  y={y * (CELL + GAP)}
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
    </section>
  );
}
