/**
 * The assistant benchmark's other parties, each run in a process of its own (`fork` with `model` or
 * `askers`) so the API's event loop serves the API alone: the model, a local server speaking the
 * OpenAI protocol, and the browsers. Imports nothing of the app, so they start at once.
 */
import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';
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

/** Connections kept alive between questions, one open per browser at a time, as a browser keeps one. */
const browsers = new Agent({ keepAlive: true });

/**
 * Asks once and reads the reply to its end: when the request left and when the first piece came.
 * Plain node:http, the lightest reader there is: what is timed is the API, not the reader's parsing.
 */
function ask(url: string, token: string, question: string): Promise<Asked> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const request = get(
      `${url}?${new URLSearchParams({ message: question })}`,
      { headers: { Authorization: token }, agent: browsers },
      (response) => {
        if (!response.headers['content-type']?.startsWith('text/event-stream')) {
          reject(new Error(`refused with status ${response.statusCode}`));
          response.resume();
          return;
        }
        let firstAt = 0;
        response.on('data', (chunk: Buffer) => {
          if (!firstAt && chunk.includes('data: "')) firstAt = performance.now();
        });
        response.on('end', () => resolve({ question, startedAt, firstAt }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
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

/** What the browsers report: every reply, and how busy their own event loop was (it must not be the limit). */
export interface AskersReport {
  asked: Asked[];
  busy: number;
}

function serveAskers(): void {
  process.once('message', (order) => {
    const busy = performance.eventLoopUtilization();
    void keepAsking(order as AskersOrder).then((asked) => {
      const report: AskersReport = { asked, busy: performance.eventLoopUtilization(busy).utilization };
      process.send?.(report, () => process.exit(0));
    });
  });
}

if (process.argv[2] === 'model') void serveModel();
if (process.argv[2] === 'askers') serveAskers();
