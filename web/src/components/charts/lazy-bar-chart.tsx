import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { BarChartProps } from './bar-chart';

const BarChart = lazy(() => import('./bar-chart'));

/** `BarChart` loaded on first use, with a spinner of the same height meanwhile. */
export function LazyBarChart(props: BarChartProps) {
  const heightClass = props.heightClass ?? 'h-64';
  return (
    <Suspense
      fallback={
        <div className={`flex items-center justify-center ${heightClass}`}>
          <Spinner className="h-6 w-6" />
        </div>
      }
    >
      <BarChart {...props} />
    </Suspense>
  );
}
