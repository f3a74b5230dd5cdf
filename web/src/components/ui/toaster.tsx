import { useTranslation } from 'react-i18next';
import { useNotices, useToasts, type ToastKind } from '@/stores/ui';

const KIND_CLASS: Record<ToastKind, string> = {
  success: 'border-green-200 bg-green-50 text-green-800',
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-800',
  info: 'border-slate-200 bg-white text-slate-800',
};

/**
 * Toasts rise from the bottom (centred on a phone, at the right from 640 px), away from the
 * top navigation and a page's tabs, which they would otherwise cover while they last.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <>
      <Notices />
      <div
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-3 sm:right-4 sm:left-auto sm:items-end"
        role="status"
        data-testid="toasts"
      >
        {toasts.map((item) => (
          <div
            key={item.id}
            className={`rounded-md border px-4 py-2 text-sm shadow ${KIND_CLASS[item.kind]}`}
            data-toast={item.kind}
          >
            {item.text}
          </div>
        ))}
      </div>
    </>
  );
}

/** Error notifications in the corner, on screens of 768 px and wider only. */
function Notices() {
  const { t } = useTranslation();
  const notices = useNotices();
  return (
    <div
      className="pointer-events-none fixed right-4 top-16 z-[60] hidden w-80 flex-col gap-2 md:flex"
      role="alert"
    >
      {notices.map((item) => (
        <div
          key={item.id}
          className="rounded-md border border-red-200 bg-white p-3 text-sm shadow-lg"
          data-notice
        >
          <div className="font-semibold text-red-700">{t('message.error')}</div>
          <div className="mt-1 text-slate-700">{item.text}</div>
        </div>
      ))}
    </div>
  );
}
