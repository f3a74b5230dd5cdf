import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatConversationView, ChatUser } from '@verdict/common';
import { Spinner } from '@/components/ui/spinner';
import { unblockChatUser, useBlockedUsers, useChatUserSearch } from '@/hooks/api/chat';
import { useStore } from '@/lib/create-store';
import { UnreadBadge } from '@/routes/message/components/unread-badge';
import { toast } from '@/stores/ui';
import { chatStore, startDirect } from './chat-client';
import { ChatAvatar, conversationName, messagePreview } from './chat-people';

/** A name typed waits this long before it is looked up. */
const SEARCH_PAUSE_MS = 300;

/** The search for a user by name, the conversations newest first, and the users blocked. */
export function ConversationList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const { chat } = useStore(chatStore);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const open = (user: ChatUser) => {
    const id = startDirect(user);
    if (id) onOpen(id);
  };
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="border-b border-slate-200 p-3">
        <input
          type="search"
          className="input w-full"
          value={typed}
          aria-label={t('imChat.search')}
          placeholder={t('imChat.searchPlaceholder')}
          data-testid="chat-search"
          onChange={(event) => setTyped(event.target.value)}
        />
        {keyword ? <SearchResults keyword={keyword} me={chat.me?.uid} onPick={open} /> : null}
      </div>
      {chat.restricted ? (
        <p
          role="status"
          className="bg-amber-50 px-3 py-2 text-sm text-amber-800"
          data-testid="chat-restricted"
        >
          {chat.restricted}
        </p>
      ) : null}
      {chat.conversations.length === 0 ? (
        <p className="px-3 py-8 text-center text-sm text-slate-500" data-testid="chat-empty">
          {t('imChat.empty')}
        </p>
      ) : (
        <ul aria-label={t('imChat.conversations')} data-testid="chat-conversations">
          {chat.conversations.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow
                conversation={conversation}
                online={conversation.peer ? chat.online.includes(conversation.peer.uid) : undefined}
                me={chat.me?.uid}
                onOpen={() => onOpen(conversation.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <BlockedUsers />
    </div>
  );
}

function ConversationRow(props: {
  conversation: ChatConversationView;
  online: boolean | undefined;
  me: string | undefined;
  onOpen: () => void;
}) {
  const { conversation, online, me, onOpen } = props;
  const { t } = useTranslation();
  const name = conversationName(conversation);
  return (
    <button
      type="button"
      className="flex w-full items-center gap-3 border-b border-slate-100 px-3 py-2 text-left hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none"
      data-testid="chat-conversation"
      data-conversation={conversation.id}
      onClick={onOpen}
    >
      <ChatAvatar src={conversation.peer?.avatar ?? null} name={name} online={online} />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate font-medium" data-testid="chat-conversation-name">
            {name}
          </span>
          {conversation.kind === 'group' ? (
            <span className="rounded bg-slate-100 px-1 text-xs text-slate-600">{t('imChat.group')}</span>
          ) : null}
          {online === undefined ? null : (
            <span className="sr-only">{t(online ? 'imChat.online' : 'imChat.offline')}</span>
          )}
        </span>
        <span className="block truncate text-xs text-slate-500" data-testid="chat-conversation-preview">
          {messagePreview(t, conversation.last, me)}
        </span>
      </span>
      {conversation.unread > 0 ? (
        <>
          <span className="sr-only">{t('imChat.unread', { count: conversation.unread })}</span>
          <span aria-hidden="true">
            <UnreadBadge count={conversation.unread} testId="chat-conversation-unread" />
          </span>
        </>
      ) : null}
    </button>
  );
}

function SearchResults({
  keyword,
  me,
  onPick,
}: {
  keyword: string;
  me: string | undefined;
  onPick: (user: ChatUser) => void;
}) {
  const { t } = useTranslation();
  const { data, isLoading } = useChatUserSearch(keyword);
  const users = (data ?? []).filter((user) => user.uid !== me);
  if (isLoading && !data)
    return (
      <p className="flex items-center gap-2 pt-2 text-sm text-slate-500">
        <Spinner className="h-4 w-4" /> {t('imChat.searching')}
      </p>
    );
  if (users.length === 0) return <p className="pt-2 text-sm text-slate-500">{t('imChat.noUsers')}</p>;
  return (
    <ul className="mt-2 space-y-1" data-testid="chat-search-results">
      {users.map((user) => (
        <li key={user.uid} className="flex items-center gap-2">
          <ChatAvatar src={user.avatar} name={user.username} online={user.online} />
          <span className="min-w-0 flex-1 truncate text-sm">{user.username}</span>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            data-testid="chat-search-open"
            data-username={user.username}
            onClick={() => onPick(user)}
          >
            {t('imChat.message')}
          </button>
        </li>
      ))}
    </ul>
  );
}

function BlockedUsers() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data, mutate } = useBlockedUsers(open);
  const unblock = async (user: ChatUser) => {
    await unblockChatUser(user.uid);
    toast('success', t('imChat.unblockedOk', { name: user.username }));
    void mutate();
  };
  return (
    <details className="px-3 py-2 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-slate-600">{t('imChat.blockedUsers')}</summary>
      {!data ? null : data.length === 0 ? (
        <p className="py-2 text-slate-500">{t('imChat.noBlocked')}</p>
      ) : (
        <ul className="space-y-1 py-2" data-testid="chat-blocked">
          {data.map((user) => (
            <li key={user.uid} className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate">{user.username}</span>
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => void unblock(user).catch(() => undefined)}
              >
                {t('imChat.unblock')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
