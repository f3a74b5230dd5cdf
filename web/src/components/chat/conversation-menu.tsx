import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, GroupMemberAuth, type ChatConversationView, type ChatUser } from '@verdict/common';
import { confirmAction } from '@/components/ui/confirm';
import { Dropdown, dropdownItemClass } from '@/components/ui/dropdown';
import { FormDialog } from '@/components/ui/form-dialog';
import { Modal } from '@/components/ui/modal';
import {
  blockChatUser,
  muteChatUser,
  setGroupChatOpen,
  unblockChatUser,
  useBlockedUsers,
  useChatGroupMembers,
} from '@/hooks/api/chat';
import { useGroupAuth } from '@/hooks/api/group';
import { useAbilities } from '@/stores/session';
import { toast } from '@/stores/ui';
import { refreshChat } from './chat-client';
import { ChatAvatar } from './chat-people';
import { useChatModerator } from './use-chat-moderator';

type Dialog = 'mute' | 'members' | null;

/**
 * A conversation's actions: with a user, Block or Unblock, and Mute for the site's admins; in a
 * group, its members, and Close or Open of its chat for the group's admins.
 */
export function ConversationMenu({ conversation }: { conversation: ChatConversationView }) {
  const { t } = useTranslation();
  const moderator = useChatModerator();
  const { isSuperAdmin } = useAbilities();
  const peer = conversation.peer;
  const group = conversation.group;
  const blocked = useBlockedUsers(Boolean(peer));
  const groupAuth = useGroupAuth(group?.gid ?? 0).data ?? 0;
  const groupAdmin = Boolean(group) && (isSuperAdmin || groupAuth >= GroupMemberAuth.ADMIN);
  const [dialog, setDialog] = useState<Dialog>(null);
  const isBlocked = Boolean(peer && blocked.data?.some((user) => user.uid === peer.uid));

  const toggleBlock = async (user: ChatUser) => {
    if (isBlocked) {
      await unblockChatUser(user.uid);
      toast('success', t('imChat.unblockedOk', { name: user.username }));
    } else {
      if (!(await confirmAction(t('imChat.blockConfirm', { name: user.username })))) return;
      await blockChatUser(user.uid);
      toast('success', t('imChat.blockedOk', { name: user.username }));
    }
    void blocked.mutate();
    refreshChat();
  };
  const toggleGroupChat = async (gid: number, name: string) => {
    const open = !conversation.group?.chatOpen;
    if (!open && !(await confirmAction(t('imChat.closeGroupChatConfirm', { name })))) return;
    await setGroupChatOpen(gid, open);
    toast('success', t(open ? 'imChat.groupChatOpened' : 'imChat.groupChatClosed'));
    refreshChat();
  };
  const run = (action: Promise<void>) => void action.catch(() => undefined);

  return (
    <>
      <Dropdown
        align="end"
        button={() => (
          <>
            <span aria-hidden="true">⋮</span>
            <span className="sr-only">{t('imChat.conversationMenu')}</span>
          </>
        )}
        buttonClassName="btn btn-sm"
        buttonTestId="chat-conversation-menu"
      >
        {peer ? (
          <button
            type="button"
            className={dropdownItemClass}
            data-testid="chat-block"
            onClick={() => run(toggleBlock(peer))}
          >
            {t(isBlocked ? 'imChat.unblock' : 'imChat.block')}
          </button>
        ) : null}
        {peer && moderator ? (
          <button
            type="button"
            className={dropdownItemClass}
            data-testid="chat-mute"
            onClick={() => setDialog('mute')}
          >
            {t('imChat.mute')}
          </button>
        ) : null}
        {group ? (
          <button
            type="button"
            className={dropdownItemClass}
            data-testid="chat-members"
            onClick={() => setDialog('members')}
          >
            {t('imChat.members')}
          </button>
        ) : null}
        {group && groupAdmin ? (
          <button
            type="button"
            className={dropdownItemClass}
            data-testid="chat-group-toggle"
            onClick={() => run(toggleGroupChat(group.gid, group.name))}
          >
            {t(group.chatOpen ? 'imChat.closeGroupChat' : 'imChat.openGroupChat')}
          </button>
        ) : null}
      </Dropdown>
      {dialog === 'mute' && peer ? <MuteDialog user={peer} onClose={() => setDialog(null)} /> : null}
      {dialog === 'members' && group ? (
        <MembersDialog gid={group.gid} name={group.name} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}

function MuteDialog({ user, onClose }: { user: ChatUser; onClose: () => void }) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState('60');
  const max = CHAT_LIMITS.muteMinutesMax;
  const value = Number(minutes);
  return (
    <FormDialog
      title={t('imChat.muteTitle', { name: user.username })}
      onClose={onClose}
      validate={() =>
        minutes.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= max
          ? null
          : t('imChat.muteRange', { max })
      }
      onSubmit={async () => {
        await muteChatUser(user.uid, value);
        toast('success', t('imChat.mutedOk'));
        onClose();
      }}
      submitLabel={t('imChat.mute')}
      submitTestId="chat-mute-submit"
    >
      {(error) => (
        <label className="mb-3 block text-sm">
          <span className="mb-1 block font-medium">{t('imChat.minutes')}</span>
          <input
            type="number"
            className="input w-full"
            min={0}
            max={max}
            step={1}
            value={minutes}
            aria-invalid={Boolean(error) || undefined}
            data-autofocus
            data-testid="chat-mute-minutes"
            onChange={(event) => setMinutes(event.target.value)}
          />
        </label>
      )}
    </FormDialog>
  );
}

function MembersDialog({ gid, name, onClose }: { gid: number; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useChatGroupMembers(gid);
  return (
    <Modal open onClose={onClose} title={t('imChat.membersTitle', { name })}>
      {!data ? (
        <p className="text-sm text-slate-500">{t('imChat.loading')}</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('imChat.noMembers')}</p>
      ) : (
        <ul className="max-h-80 space-y-2 overflow-y-auto" data-testid="chat-members-list">
          {data.map((member) => (
            <li key={member.uid} className="flex items-center gap-2 text-sm">
              <ChatAvatar src={member.avatar} name={member.username} online={member.online} />
              <span className="truncate">{member.username}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex justify-end">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
