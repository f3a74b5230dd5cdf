/** The week's submissions as a bar chart; loaded lazily so chart.js stays out of the first load. */
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
import { useTranslation } from 'react-i18next';
import type { SubmissionChartData } from '../submission-chart-data';
import '@/i18n/areas/home';

ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export default function SubmissionChart({ data }: { data: SubmissionChartData }) {
  const { t } = useTranslation();
  return (
    <div className="relative h-64 w-full">
      <Bar
        aria-label={t('homePage.submissionChart')}
        role="img"
        options={{
          responsive: true,
          maintainAspectRatio: false,
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
          plugins: { legend: { position: 'bottom' } },
        }}
        data={{
          labels: data.labels,
          datasets: [
            { label: t('homePage.accepted'), data: data.accepted, backgroundColor: '#22c55e' },
            { label: t('homePage.totalSubmissions'), data: data.total, backgroundColor: '#3b82f6' },
          ],
        }}
      />
    </div>
  );
}
