import { Inject, Injectable, Logger } from '@nestjs/common';
import OpenAI from 'openai';
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

/**
 * Talks to any OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, Ollama, llama.cpp…)
 * through the `openai` client. A reply streams; it is abandoned, and the request to the model
 * aborted, when the caller's signal fires or the model is silent for AI_IDLE_TIMEOUT_SECONDS.
 */
@Injectable()
export class ModelClient {
  private readonly logger = new Logger(ModelClient.name);
  private readonly clients = new Map<string, OpenAI>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async *stream(
    endpoint: ModelEndpoint,
    messages: ModelMessage[],
    signal: AbortSignal,
  ): AsyncGenerator<ModelOutput> {
    const abort = new AbortController();
    const stop = () => abort.abort();
    signal.addEventListener('abort', stop, { once: true });
    let silent = false;
    let timer: NodeJS.Timeout | undefined;
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        silent = true;
        abort.abort();
      }, this.config.aiIdleTimeoutSeconds * 1000);
    };
    try {
      wait();
      const stream = await this.client(endpoint).chat.completions.create(
        { model: endpoint.model, messages, stream: true, stream_options: { include_usage: true } },
        { signal: abort.signal },
      );
      for await (const chunk of stream) {
        wait();
        const piece = chunk.choices[0]?.delta?.content;
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
      // An aborted request may end the stream quietly instead of throwing.
      if (silent) throw new ModelError(MODEL_MESSAGES.silent);
    } catch (error) {
      if (signal.aborted) return;
      throw this.failure(silent ? new ModelError(MODEL_MESSAGES.silent) : error);
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    }
  }

  /** The whole reply at once (the back office's connection test). */
  async ask(endpoint: ModelEndpoint, messages: ModelMessage[]): Promise<string> {
    try {
      const completion = await this.client(endpoint).chat.completions.create(
        { model: endpoint.model, messages },
        { timeout: this.config.aiIdleTimeoutSeconds * 1000 },
      );
      return completion.choices[0]?.message?.content ?? '';
    } catch (error) {
      throw this.failure(error);
    }
  }

  private client(endpoint: ModelEndpoint): OpenAI {
    const key = `${endpoint.baseUrl}\n${endpoint.apiKey}`;
    let client = this.clients.get(key);
    if (!client) {
      // Local servers (Ollama, llama.cpp) take any key; the client insists on one.
      client = new OpenAI({ baseURL: endpoint.baseUrl, apiKey: endpoint.apiKey || 'none', maxRetries: 0 });
      this.clients.set(key, client);
    }
    return client;
  }

  private failure(error: unknown): ModelError {
    if (error instanceof ModelError) return error;
    if (error instanceof OpenAI.APIConnectionTimeoutError) return new ModelError(MODEL_MESSAGES.silent);
    if (error instanceof OpenAI.APIConnectionError) {
      this.logger.warn(`model unreachable: ${error.message}`);
      return new ModelError(MODEL_MESSAGES.unreachable);
    }
    if (error instanceof OpenAI.APIError) {
      this.logger.warn(`model error ${error.status}: ${error.message}`);
      return new ModelError(`${MODEL_MESSAGES.refused} (HTTP ${error.status ?? '?'})`);
    }
    this.logger.warn(`model stream failed: ${error instanceof Error ? error.message : String(error)}`);
    return new ModelError(MODEL_MESSAGES.brokeOff);
  }
}
