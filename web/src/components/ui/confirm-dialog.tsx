import { useTranslation } from 'react-i18next';
import { confirmStore, type PendingConfirm } from './confirm';
import { Modal } from './modal';

export default function ConfirmDialog({ pending }: { pending: PendingConfirm }) {
  const { t } = useTranslation();
  const close = (ok: boolean) => {
    pending.resolve(ok);
    confirmStore.set(null);
  };
  return (
    <Modal open onClose={() => close(false)} title={t('common.confirmTitle')}>
      <p className="mb-5 text-sm text-slate-700">{pending.text}</p>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn" onClick={() => close(false)}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="confirm-ok"
          onClick={() => close(true)}
        >
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  );
}
