/**
 * The problem assistant's settings as stored (the back office edits them). Empty model fields fall
 * back to the server's AI_BASE_URL, AI_API_KEY and AI_MODEL; the assistant module resolves them.
 */
export interface AssistantConfig {
  enabled: boolean;
  baseUrl: string;
  model: string;
  apiKey: string;
  systemPrompt: string;
  hintRule: string;
  dailyMessages: number;
  streamsPerUser: number;
  maxMessageLength: number;
}

export const DEFAULT_ASSISTANT_CONFIG: AssistantConfig = {
  enabled: true,
  baseUrl: '',
  model: '',
  apiKey: '',
  systemPrompt:
    'You are the tutor of an online programming judge. You help a student with the problem below: ' +
    'explain the idea, point at mistakes in their code and ask guiding questions. Answer in the language ' +
    'the student writes in, in Markdown, briefly.',
  hintRule:
    'Give hints, never a solution: do not write a complete or nearly complete program for this problem, ' +
    'and do not reveal test data. If asked for the full solution, decline and give the next hint instead.',
  dailyMessages: 50,
  streamsPerUser: 1,
  maxMessageLength: 2000,
};
