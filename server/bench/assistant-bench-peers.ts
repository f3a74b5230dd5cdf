/**
 * The assistant benchmark's other parties, each run in a process of its own (`fork` with `model` or
 * `askers`) so the API's event loop serves the API alone: the model, a local server speaking the
 * OpenAI protocol, and the browsers. Imports nothing of the app, so they start at once.
 */
import { startFakeModelServer } from '../test/fake-model/fake-model-server';

export const MODEL_THINKS_MS = 50;
export const MODEL_PIECES = 30;
export const MODEL_PIECE_GAP_MS = 100;
/** The first questions are spread over this long, as users come, not all in one instant. */
const RAMP_MS = 3000;

export interface Asked {
  question: string;
  startedAt: number;
  firstAt: number;
}

export interface AskersOrder {
  sessions: { url: string; token: string }[];
  seconds: number;
}

/** The model's time to first token per question: from the request reaching it to its first piece. */
export type ModelTimings = [question: string, ownMs: number | null][];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks once and reads the reply to its end: when the request left and when the first piece came. */
async function ask(url: string, token: string, question: string): Promise<Asked> {
  const startedAt = performance.now();
  const response = await fetch(`${url}?${new URLSearchParams({ message: question })}`, {
    headers: { Authorization: token },
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new Error(`refused: ${await response.text()}`);
  }
  let firstAt = 0;
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstAt && decoder.decode(chunk).includes('data: "')) firstAt = performance.now();
  }
  return { question, startedAt, firstAt };
}

/** Each browser keeps one reply streaming, asking again a moment after it ends. */
async function keepAsking({ sessions, seconds }: AskersOrder): Promise<Asked[]> {
  const asked: Asked[] = [];
  const stopAt = Date.now() + RAMP_MS + seconds * 1000;
  await Promise.all(
    sessions.map(async ({ url, token }, user) => {
      await sleep((user / sessions.length) * RAMP_MS);
      for (let n = 0; Date.now() < stopAt; n++) {
        asked.push(await ask(url, token, `user ${user} question ${n}`));
        await sleep(Math.random() * 200);
      }
    }),
  );
  return asked;
}

/** The model serves until asked for its timings, sends them and exits. */
async function serveModel(): Promise<void> {
  const model = await startFakeModelServer({
    firstTokenDelayMs: MODEL_THINKS_MS,
    pieceDelayMs: MODEL_PIECE_GAP_MS,
    replyPieces: MODEL_PIECES,
  });
  process.send?.(model.baseUrl);
  process.once('message', () => {
    const timings: ModelTimings = model.requests.map(({ messages, timing }) => [
      String(messages[messages.length - 1].content),
      timing.firstPieceAt === null ? null : timing.firstPieceAt - timing.receivedAt,
    ]);
    process.send?.(timings, () => void model.close().then(() => process.exit(0)));
  });
}

function serveAskers(): void {
  process.once('message', (order) => {
    void keepAsking(order as AskersOrder).then((asked) => process.send?.(asked, () => process.exit(0)));
  });
}

if (process.argv[2] === 'model') void serveModel();
if (process.argv[2] === 'askers') serveAskers();
