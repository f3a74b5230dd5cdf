import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/common/markdown';
import { Modal } from '@/components/ui/modal';
import type { GroupAnnouncement } from '@/hooks/api/group';
import { formatDateTime } from '@/lib/format';

/** One announcement read in full; its markdown goes through the sanitising renderer. */
export function AnnouncementView({
  announcement,
  onClose,
}: {
  announcement: GroupAnnouncement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={announcement.title} width="max-w-2xl">
      <p className="mb-3 text-xs text-slate-500">
        {formatDateTime(announcement.gmtCreate)} · {announcement.username}
      </p>
      <div className="mb-4 max-h-[60vh] overflow-auto" data-testid="group-announcement-content">
        <Markdown>{announcement.content}</Markdown>
      </div>
      <div className="flex justify-end">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
