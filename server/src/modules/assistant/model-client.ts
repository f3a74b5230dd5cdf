import {
  type ClientRequest,
  Agent as HttpAgent,
  type IncomingMessage,
  request as httpRequest,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createParser } from 'eventsource-parser';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { ModelEndpoint } from './assistant-settings';

export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What a streamed reply yields: pieces of text, and the tokens used when the model says. */
export type ModelOutput = { piece: string } | { usage: { promptTokens: number; completionTokens: number } };

export const MODEL_MESSAGES = {
  unreachable: "The assistant's model cannot be reached",
  refused: 'The model answered with an error',
  silent: 'The model stopped answering',
  brokeOff: 'The connection to the model broke off',
} as const;

/** A model failure, its message fit for the user (the details go to the log). */
export class ModelError extends Error {}

/** The parts of a chat-completions answer (streamed chunk or whole) that are read. */
interface CompletionChunk {
  choices?: { delta?: { content?: string | null }; message?: { content?: string | null } }[];
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
  error?: { message?: string };
}

/** The end of a streamed reply in the OpenAI protocol. */
const DONE = '[DONE]';

/**
 * A connection failed before the model answered: its address is wrong, or it is down; `retry`
 * when it was a kept-alive connection the model had closed meanwhile.
 */
class Unreachable extends Error {
  constructor(
    message: string,
    readonly retry = false,
  ) {
    super(message);
  }
}

/** A request written to a kept-alive connection that the other end had closed meanwhile. */
const isStaleConnection = (request: ClientRequest, error: NodeJS.ErrnoException) =>
  request.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');

/**
 * Talks to any OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, Ollama, llama.cpp…):
 * a POST to `{baseUrl}/chat/completions` over kept-alive connections, the streamed reply's
 * server-sent events read with `eventsource-parser`. Node's own HTTP client and that parser cost
 * a third of the CPU per streamed piece of the `openai` package's fetch and web streams
 * (docs/benchmarks.md), which is what a host streaming hundreds of replies spends its time on.
 * A reply is abandoned, and the request to the model aborted, when the caller's signal fires or
 * the model is silent for AI_IDLE_TIMEOUT_SECONDS.
 */
@Injectable()
export class ModelClient {
  private readonly logger = new Logger(ModelClient.name);
  private readonly agents = {
    'http:': new HttpAgent({ keepAlive: true }),
    'https:': new HttpsAgent({ keepAlive: true }),
  };

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async *stream(
    endpoint: ModelEndpoint,
    messages: ModelMessage[],
    signal: AbortSignal,
  ): AsyncGenerator<ModelOutput> {
    const watch = this.watch(signal);
    try {
      const response = await this.post(
        endpoint,
        { model: endpoint.model, messages, stream: true, stream_options: { include_usage: true } },
        watch.signal,
      );
      const events: string[] = [];
      const parser = createParser({ onEvent: (event) => events.push(event.data) });
      response.setEncoding('utf8');
      for await (const text of response as AsyncIterable<string>) {
        watch.heard();
        parser.feed(text);
        for (const data of events.splice(0)) {
          if (data === DONE) continue;
          const chunk = this.parse(data);
          const piece = chunk.choices?.[0]?.delta?.content;
          if (piece) yield { piece };
          if (chunk.usage) {
            yield {
              usage: {
                promptTokens: chunk.usage.prompt_tokens,
                completionTokens: chunk.usage.completion_tokens,
              },
            };
          }
        }
      }
      // An aborted response may end quietly instead of throwing.
      if (watch.silent) throw new ModelError(MODEL_MESSAGES.silent);
      if (!response.complete) throw new ModelError(MODEL_MESSAGES.brokeOff);
    } catch (error) {
      if (signal.aborted) return;
      throw this.failure(watch.silent ? new ModelError(MODEL_MESSAGES.silent) : error);
    } finally {
      watch.stop();
    }
  }

  /** The whole reply at once (the back office's connection test). */
  async ask(endpoint: ModelEndpoint, messages: ModelMessage[]): Promise<string> {
    const watch = this.watch(new AbortController().signal);
    try {
      const response = await this.post(endpoint, { model: endpoint.model, messages }, watch.signal);
      const chunk = this.parse(await this.text(response));
      return chunk.choices?.[0]?.message?.content ?? '';
    } catch (error) {
      throw this.failure(watch.silent ? new ModelError(MODEL_MESSAGES.silent) : error);
    } finally {
      watch.stop();
    }
  }

  /**
   * An abort signal that fires with the caller's, or when nothing has been heard from the model
   * for the idle timeout (`silent` then says so); `heard()` restarts the wait.
   */
  private watch(caller: AbortSignal) {
    const abort = new AbortController();
    const stopWaiting = () => abort.abort();
    caller.addEventListener('abort', stopWaiting, { once: true });
    const state = {
      signal: abort.signal,
      silent: false,
      timer: undefined as NodeJS.Timeout | undefined,
      heard: () => {
        if (state.timer) state.timer.refresh();
        else {
          state.timer = setTimeout(() => {
            state.silent = true;
            abort.abort();
          }, this.config.aiIdleTimeoutSeconds * 1000);
        }
      },
      stop: () => {
        clearTimeout(state.timer);
        caller.removeEventListener('abort', stopWaiting);
      },
    };
    state.heard();
    return state;
  }

  /** Sends the request; resolves with the response once its head arrives with a 2xx status. */
  private async post(endpoint: ModelEndpoint, body: object, signal: AbortSignal): Promise<IncomingMessage> {
    const url = new URL(`${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const agent = this.agents[url.protocol as keyof typeof this.agents];
    if (!agent) throw new Unreachable(`unsupported protocol ${url.protocol}`);
    const payload = JSON.stringify(body);
    const attempt = () =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const request = send(url, {
          method: 'POST',
          agent,
          signal,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
          },
        });
        request.once('response', resolve);
        request.once('error', (error: NodeJS.ErrnoException) =>
          reject(new Unreachable(error.message, isStaleConnection(request, error))),
        );
        request.end(payload);
      });
    // A kept-alive connection that the model closed as it sat idle fails before any answer (the
    // model had stopped reading it): the request goes again, once, on another connection.
    const response = await attempt().catch((error: unknown) => {
      if (error instanceof Unreachable && error.retry && !signal.aborted) return attempt();
      throw error;
    });
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return response;
    const detail = await this.text(response).catch(() => '');
    this.logger.warn(`model error ${status}: ${detail.slice(0, 500)}`);
    throw new ModelError(`${MODEL_MESSAGES.refused} (HTTP ${status})`);
  }

  private async text(response: IncomingMessage): Promise<string> {
    response.setEncoding('utf8');
    let text = '';
    for await (const piece of response as AsyncIterable<string>) text += piece;
    return text;
  }

  /** One JSON event or body; an error object in it (some servers stream one) is a refusal. */
  private parse(data: string): CompletionChunk {
    let chunk: CompletionChunk;
    try {
      chunk = JSON.parse(data) as CompletionChunk;
    } catch {
      this.logger.warn(`model sent something other than JSON: ${data.slice(0, 200)}`);
      throw new ModelError(MODEL_MESSAGES.brokeOff);
    }
    if (chunk.error) {
      this.logger.warn(`model error: ${chunk.error.message ?? JSON.stringify(chunk.error)}`);
      throw new ModelError(MODEL_MESSAGES.refused);
    }
    return chunk;
  }

  private failure(error: unknown): ModelError {
    if (error instanceof ModelError) return error;
    if (error instanceof Unreachable) {
      this.logger.warn(`model unreachable: ${error.message}`);
      return new ModelError(MODEL_MESSAGES.unreachable);
    }
    this.logger.warn(`model stream failed: ${error instanceof Error ? error.message : String(error)}`);
    return new ModelError(MODEL_MESSAGES.brokeOff);
  }
}
