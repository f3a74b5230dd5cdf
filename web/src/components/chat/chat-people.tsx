/** How the chat shows a person or a conversation: the avatar with its online dot, the name, the last message. */
import type { TFunction } from 'i18next';
import type { ChatConversationView, ChatMessageView } from '@verdict/common';
import { Avatar } from '@/components/common/avatar';

export function ChatAvatar({ src, name, online }: { src: string | null; name: string; online?: boolean }) {
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar src={src} name={name} size={36} />
      {online === undefined ? null : (
        <span
          className={`absolute right-0 bottom-0 h-2.5 w-2.5 rounded-full ring-2 ring-white ${online ? 'bg-green-500' : 'bg-slate-300'}`}
          data-testid="chat-online-dot"
          data-online={online}
        />
      )}
    </span>
  );
}

/** The conversation's name: the peer's, or the group's. */
export function conversationName(conversation: ChatConversationView): string {
  return conversation.peer?.username ?? conversation.group?.name ?? conversation.id;
}

/** One line telling what a message says, for the conversation list. */
export function messagePreview(
  t: TFunction,
  message: ChatMessageView | null,
  me: string | undefined,
): string {
  if (!message) return '';
  const text = message.deleted
    ? t('imChat.deleted')
    : message.kind === 'image'
      ? t('imChat.imagePreview')
      : message.content.replace(/\s+/g, ' ').trim();
  if (message.senderUid === me) return `${t('imChat.you')}: ${text}`;
  return message.conversation.startsWith('g:') ? `${message.senderName}: ${text}` : text;
}
