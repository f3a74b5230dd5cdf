/** The back office's view of the problem assistant: its settings and today's usage. */

/**
 * `GET /api/admin/config/get-assistant-config`. The model's address, key and name fall back to the
 * server's `AI_BASE_URL`, `AI_API_KEY` and `AI_MODEL` where left empty; the key is never read back.
 */
export interface AssistantConfigView {
  /** The site switch: off turns the assistant off everywhere. */
  enabled: boolean;
  /** An OpenAI-compatible endpoint (`…/v1`); empty: the server's `AI_BASE_URL`. */
  baseUrl: string;
  /** Empty: the server's `AI_MODEL`. */
  model: string;
  /** Always empty when read. */
  apiKey: '';
  /** A key is stored here; leaving the field empty on save keeps it. */
  apiKeySet: boolean;
  /** What the server's environment provides where the fields above are empty. */
  serverBaseUrl: string;
  serverModel: string;
  serverApiKeySet: boolean;
  /** The model's standing instructions. */
  systemPrompt: string;
  /** Added to every conversation: the "hint, not solution" rule. */
  hintRule: string;
  /** Messages one user may send a day (the day ends at midnight UTC). */
  dailyMessages: number;
  /** Replies one user may have streaming at once. */
  streamsPerUser: number;
  /** The longest message a user may send, in characters. */
  maxMessageLength: number;
}

/** `PUT /api/admin/config/set-assistant-config`: absent fields keep their value, an empty key keeps the stored one. */
export type AssistantConfigForm = Partial<
  Omit<AssistantConfigView, 'apiKey' | 'apiKeySet' | 'serverBaseUrl' | 'serverModel' | 'serverApiKeySet'>
> & { apiKey?: string };

/** `POST /api/admin/config/test-assistant`: the model's answer to a short question, or why it failed. */
export interface AssistantConnectionTest {
  ok: boolean;
  /** The model's reply when it answered, else the error. */
  message: string;
  /** From sending to the whole answer. */
  milliseconds: number;
}

/** `GET /api/admin/dashboard/get-assistant-usage`: since midnight UTC. */
export interface AssistantUsage {
  messages: number;
  users: number;
  promptTokens: number;
  completionTokens: number;
}
