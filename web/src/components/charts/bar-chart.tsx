/**
 * A bar chart on chart.js, registering only what bars need. Import it through `LazyBarChart` so
 * chart.js stays out of the first load.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';

ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarSeries {
  label: string;
  values: number[];
  color: string;
}

export interface BarChartProps {
  /** Names the chart for screen readers. */
  label: string;
  labels: string[];
  series: BarSeries[];
  /** CSS height class of the chart box. */
  heightClass?: string;
}

export default function BarChart({ label, labels, series, heightClass = 'h-64' }: BarChartProps) {
  return (
    <div className={`relative w-full ${heightClass}`}>
      <Bar
        aria-label={label}
        role="img"
        options={{
          responsive: true,
          maintainAspectRatio: false,
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
          plugins: { legend: { position: 'bottom' } },
        }}
        data={{
          labels,
          datasets: series.map((item) => ({
            label: item.label,
            data: item.values,
            backgroundColor: item.color,
          })),
        }}
      />
    </div>
  );
}
