import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { ASSISTANT_CONSTANTS, type AssistantCodeBody, type AssistantMessageView } from '@verdict/common';
import { assistantKeys, saveAssistantCode, useAssistantSession } from '@/hooks/api/assistant';
import { ApiError } from '@/lib/api-client';
import { streamAssistantReply } from '@/lib/assistant-stream';
import { matchPath } from '@/lib/swr-keys';

/** A question sent from this page and its reply, until the server's copy of the conversation holds them. */
export interface LocalExchange {
  question: string;
  reply: string;
  state: 'streaming' | 'done' | 'stopped' | 'failed';
  /** Why the reply stopped, when it did not end. */
  error: string | null;
}

const STORED_AFTER_STOP_MS = 1_000;

/** The code last sent per conversation (language and code), so unchanged code is not sent again. */
const sentCode = new Map<string, string>();

async function sendCodeIfChanged(sessionId: string, current: AssistantCodeBody | null): Promise<void> {
  if (!current || !current.code.trim()) return;
  const body = { code: current.code.slice(0, ASSISTANT_CONSTANTS.codeMaxLength), language: current.language };
  const fingerprint = `${body.language}\n${body.code}`;
  if (sentCode.get(sessionId) === fingerprint) return;
  await saveAssistantCode(sessionId, body);
  sentCode.set(sessionId, fingerprint);
}

/**
 * One conversation: the server's messages, followed by the exchanges of this page not yet read
 * back, the reply streaming in piece by piece, Stop, and the refusal of a message the server
 * turned down before answering (quota, length…). Leaving (unmount, another conversation) stops
 * the reply; the server keeps what was written, marked unfinished.
 */
export function useAssistantChat(sessionId: string, getCode?: () => AssistantCodeBody | null) {
  const { t } = useTranslation();
  const session = useAssistantSession(sessionId);
  const [local, setLocal] = useState<{ base: number; exchanges: LocalExchange[] }>({
    base: 0,
    exchanges: [],
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    setLocal({ base: 0, exchanges: [] });
    setRefusal(null);
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, [sessionId]);

  const server = session.data?.id === sessionId ? session.data.messages : [];
  // The local exchanges show until the server's copy holds both messages of each.
  const pendingLocal = local.exchanges.length > 0 && server.length < local.base + 2 * local.exchanges.length;
  const messages: AssistantMessageView[] = pendingLocal ? server.slice(0, local.base) : server;
  const exchanges = pendingLocal ? local.exchanges : [];
  const streaming = exchanges.some((exchange) => exchange.state === 'streaming');
  // Read when a message is sent: the count the local exchanges follow.
  const serverCount = useRef(0);
  serverCount.current = server.length;
  const { mutate: reloadSession } = session;
  // Not once the chat is gone (the next one reads the conversation afresh).
  const reload = useCallback(() => {
    if (mounted.current) void reloadSession();
  }, [reloadSession]);

  const updateLast = (change: Partial<LocalExchange> | ((last: LocalExchange) => Partial<LocalExchange>)) =>
    setLocal((current) => {
      const last = current.exchanges.at(-1);
      if (!last) return current;
      const patch = typeof change === 'function' ? change(last) : change;
      return { ...current, exchanges: [...current.exchanges.slice(0, -1), { ...last, ...patch }] };
    });

  const send = useCallback(
    async (question: string): Promise<boolean> => {
      if (controller.current) return false;
      const abort = new AbortController();
      controller.current = abort;
      setRefusal(null);
      const asked: LocalExchange = { question, reply: '', state: 'streaming', error: null };
      setLocal((current) =>
        current.exchanges.length > 0 && serverCount.current < current.base + 2 * current.exchanges.length
          ? { ...current, exchanges: [...current.exchanges, asked] }
          : { base: serverCount.current, exchanges: [asked] },
      );
      let accepted = true;
      try {
        await sendCodeIfChanged(sessionId, getCode?.() ?? null);
        const outcome = await streamAssistantReply(sessionId, question, {
          signal: abort.signal,
          onPiece: (piece) => updateLast((last) => ({ reply: last.reply + piece })),
        });
        if (outcome.kind === 'done') updateLast({ state: 'done' });
        else if (outcome.kind === 'stopped') {
          updateLast({ state: 'stopped', error: null });
          // The server stores the partial reply once it has seen the stream close: read it back then,
          // into the cache, so a dialog closed meanwhile shows it when reopened.
          setTimeout(() => void mutate(assistantKeys.session(sessionId)), STORED_AFTER_STOP_MS);
        } else
          updateLast({
            state: 'failed',
            error: outcome.kind === 'error' ? outcome.message : t('assistant.connectionLost'),
          });
      } catch (error) {
        accepted = false;
        setLocal((current) => ({ ...current, exchanges: current.exchanges.slice(0, -1) }));
        const answered = error instanceof ApiError && error.message !== '';
        setRefusal(
          answered ? error.message : t(error instanceof ApiError ? 'error.server' : 'error.network'),
        );
      } finally {
        if (controller.current === abort) controller.current = null;
      }
      void mutate(assistantKeys.status());
      void mutate(matchPath(assistantKeys.sessions(1)[0]));
      if (!abort.signal.aborted) reload();
      return accepted;
    },
    [sessionId, getCode, reload, t],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { session, messages, exchanges, streaming, refusal, send, stop };
}
