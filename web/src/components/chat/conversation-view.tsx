import { useTranslation } from 'react-i18next';
import type { ChatConversationView } from '@verdict/common';
import { uploadChatImage } from '@/hooks/api/chat';
import { useStore } from '@/lib/create-store';
import { chatStore, sendMessage, sendTyping } from './chat-client';
import { ChatComposer } from './chat-composer';
import { ChatAvatar, conversationName } from './chat-people';
import { ConversationMenu } from './conversation-menu';
import { MessageList } from './message-list';

/**
 * One conversation: who it is with (online, typing…), its actions, the messages and the box to
 * write in, or instead of the box why this user cannot post here now.
 */
export function ConversationView({ conversation }: { conversation: ChatConversationView }) {
  const { t } = useTranslation();
  const live = useStore(chatStore);
  const name = conversationName(conversation);
  const peer = conversation.peer;
  const online = peer ? live.chat.online.includes(peer.uid) : undefined;
  const typing = (live.typing[conversation.id] ?? 0) > Date.now();
  const closed = conversation.closed;
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="chat-conversation-view">
      <div className="flex items-center gap-2 border-b border-slate-100 px-3 py-2">
        <ChatAvatar src={peer?.avatar ?? null} name={name} online={online} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium" data-testid="chat-peer-name">
            {name}
          </p>
          <p className="truncate text-xs text-slate-500" aria-live="polite" data-testid="chat-peer-status">
            {typing
              ? peer
                ? t('imChat.typing', { name })
                : t('imChat.someoneTyping')
              : online === undefined
                ? t('imChat.group')
                : t(online ? 'imChat.online' : 'imChat.offline')}
          </p>
        </div>
        <ConversationMenu conversation={conversation} />
      </div>
      <MessageList conversation={conversation.id} />
      {live.chat.restricted ? (
        <p
          role="status"
          className="bg-amber-50 px-3 py-2 text-sm text-amber-800"
          data-testid="chat-restricted"
        >
          {live.chat.restricted}
        </p>
      ) : null}
      {closed ? (
        <p
          role="status"
          className="border-t border-slate-200 px-3 py-3 text-sm text-slate-600"
          data-testid="chat-closed"
        >
          {closed}
        </p>
      ) : (
        <ChatComposer
          onSend={(kind, content) => sendMessage(conversation.id, kind, content)}
          onUpload={async (image) => (await uploadChatImage(image)).link}
          onTyping={() => sendTyping(conversation.id)}
        />
      )}
    </div>
  );
}
