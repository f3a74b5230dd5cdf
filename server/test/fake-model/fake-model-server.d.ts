export interface FakeReply {
  pieces?: string[];
  delayMs?: number;
  breakAfter?: number;
  hangAfter?: number;
  status?: number;
  error?: string;
}

export interface FakeModelRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  authorization: string | null;
  timing: { receivedAt: number; firstPieceAt: number | null };
  [key: string]: unknown;
}

export interface FakeModelServer {
  baseUrl: string;
  requests: FakeModelRequest[];
  stats: { aborted: number; completed: number; open: number };
  script(reply: FakeReply): void;
  close(): Promise<void>;
}

export function startFakeModelServer(options?: {
  firstTokenDelayMs?: number;
  pieceDelayMs?: number;
  replyPieces?: number;
  apiKey?: string;
}): Promise<FakeModelServer>;
