import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessageView } from '@verdict/common';
import { confirmAction } from '@/components/ui/confirm';
import { Dropdown, dropdownItemClass } from '@/components/ui/dropdown';
import { FormDialog } from '@/components/ui/form-dialog';
import { deleteChatMessage, reportChatMessage } from '@/hooks/api/chat';
import { markDeleted } from '@/lib/chat-state';
import { toast } from '@/stores/ui';
import { chatStore } from './chat-client';
import { useChatModerator } from './use-chat-moderator';

/** Reasons are kept to what the back office shows. */
const REASON_MAX = 500;

/** A message's actions: Report (someone else's), and Delete for the site's admins. */
export function MessageMenu({ message, mine }: { message: ChatMessageView; mine: boolean }) {
  const { t } = useTranslation();
  const moderator = useChatModerator();
  const [reporting, setReporting] = useState(false);
  if (mine && !moderator) return null;
  const remove = async () => {
    if (!(await confirmAction(t('imChat.deleteConfirm')))) return;
    await deleteChatMessage(message.id);
    chatStore.set((live) => ({
      ...live,
      chat: markDeleted(live.chat, { conversation: message.conversation, id: message.id }),
    }));
    toast('success', t('imChat.deletedOk'));
  };
  return (
    <>
      <Dropdown
        align={mine ? 'start' : 'end'}
        button={() => (
          <>
            <span aria-hidden="true">⋯</span>
            <span className="sr-only">{t('imChat.messageMenu')}</span>
          </>
        )}
        buttonClassName="rounded px-1 text-slate-500 hover:bg-slate-100 focus-visible:bg-slate-100"
        buttonTestId="chat-message-menu"
        panelClassName="w-32"
      >
        {mine ? null : (
          <button
            type="button"
            className={dropdownItemClass}
            data-testid="chat-message-report"
            onClick={() => setReporting(true)}
          >
            {t('imChat.report')}
          </button>
        )}
        {moderator ? (
          <button
            type="button"
            className={`${dropdownItemClass} text-red-700`}
            data-testid="chat-message-delete"
            onClick={() => void remove().catch(() => undefined)}
          >
            {t('imChat.delete')}
          </button>
        ) : null}
      </Dropdown>
      {reporting ? <ReportDialog messageId={message.id} onClose={() => setReporting(false)} /> : null}
    </>
  );
}

function ReportDialog({ messageId, onClose }: { messageId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      title={t('imChat.reportTitle')}
      onClose={onClose}
      validate={() => (reason.trim() ? null : t('imChat.reasonRequired'))}
      onSubmit={async () => {
        await reportChatMessage({ messageId, reason: reason.trim() });
        toast('success', t('imChat.reported'));
        onClose();
      }}
      submitLabel={t('imChat.report')}
      submitTestId="chat-report-submit"
    >
      {(error) => (
        <label className="mb-3 block text-sm">
          <span className="mb-1 block font-medium">{t('imChat.reason')}</span>
          <textarea
            className="input min-h-24 w-full"
            value={reason}
            maxLength={REASON_MAX}
            aria-invalid={Boolean(error) || undefined}
            data-autofocus
            data-testid="chat-report-reason"
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
      )}
    </FormDialog>
  );
}
