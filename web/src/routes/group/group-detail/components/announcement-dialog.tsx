import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/common/markdown';
import { FormDialog } from '@/components/ui/form-dialog';
import { saveGroupAnnouncement, type GroupAnnouncement } from '@/hooks/api/group';
import { toast } from '@/stores/ui';
import '@/i18n/areas/group';

const TITLE_MAX = 255;

/** Create or edit a group announcement: title, markdown content with a preview, visible or hidden. */
export function GroupAnnouncementDialog({
  gid,
  announcement,
  onClose,
  onSaved,
}: {
  gid: number;
  announcement?: GroupAnnouncement;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(announcement?.title ?? '');
  const [content, setContent] = useState(announcement?.content ?? '');
  const [visible, setVisible] = useState((announcement?.status ?? 0) === 0);
  const [preview, setPreview] = useState(false);
  return (
    <FormDialog
      title={t(announcement ? 'groupPage.announcement.editTitle' : 'groupPage.announcement.createTitle')}
      width="max-w-2xl"
      submitTestId="group-announcement-save"
      onClose={onClose}
      validate={() => {
        if (!title.trim()) return t('groupPage.announcement.titleRequired');
        if (!content.trim()) return t('groupPage.announcement.contentRequired');
        return null;
      }}
      onSubmit={async () => {
        await saveGroupAnnouncement({
          id: announcement?.id,
          gid,
          title: title.trim(),
          content,
          status: visible ? 0 : 1,
        });
        toast('success', t('message.saveSuccessfully'));
        onSaved();
      }}
    >
      <label className="mb-3 block text-sm">
        <span className="mb-1 block text-slate-600">{t('groupPage.announcement.title')} *</span>
        <input
          className="input"
          name="title"
          maxLength={TITLE_MAX}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <div className="mb-1 flex items-center justify-between text-sm">
        <label htmlFor="group-announcement-content" className="text-slate-600">
          {t('groupPage.announcement.content')} *
        </label>
        <button type="button" className="text-blue-700 hover:underline" onClick={() => setPreview(!preview)}>
          {t(preview ? 'groupPage.write' : 'groupPage.preview')}
        </button>
      </div>
      {preview ? (
        <div className="mb-3 min-h-[200px] rounded border border-slate-200 p-3">
          <Markdown>{content}</Markdown>
        </div>
      ) : (
        <textarea
          id="group-announcement-content"
          name="content"
          className="input mb-3 min-h-[200px] font-mono"
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      )}
      <label className="mb-3 inline-flex items-center gap-2 text-sm">
        <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        {t('groupPage.announcement.visible')}
      </label>
    </FormDialog>
  );
}
