import { useTranslation } from 'react-i18next';

/** The AC image shown for 1.5 s on Accepted, drawn in SVG so nothing is downloaded. */
export function AcOverlay() {
  const { t } = useTranslation();
  return (
    <div
      className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center"
      data-testid="ac-overlay"
    >
      <div className="ac-pop flex flex-col items-center rounded-2xl bg-white/90 px-10 py-6 shadow-2xl">
        <svg width="120" height="120" viewBox="0 0 120 120" aria-hidden="true">
          <circle cx="60" cy="60" r="54" fill="#22c55e" />
          <path
            d="M34 62l18 18 36-38"
            stroke="#fff"
            strokeWidth="12"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="mt-2 text-2xl font-black text-green-600">{t('judgeStatus.0')}</p>
      </div>
    </div>
  );
}
