import type { JudgeMessage, JudgeResultSink } from '@verdict/common';
import { finalResultKey, isFinalMessage } from '../final-message';
import type { RedisClient } from './redis-client';
import { RedisKeys } from './redis-keys';

/** Results stream length kept (approximate trim); the API consumes far faster than this. */
const RESULTS_MAXLEN = '100000';
/** How long the "final result published" marker lives, seconds. */
const FINAL_MARKER_TTL = String(7 * 24 * 3600);

/** Publishes the final result only when it is the first one for the task (atomic in Redis). */
const PUBLISH_FINAL = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'EX', ARGV[2]) then
  return redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[3], '*', 'message', ARGV[4])
end
return false`;

export class RedisResultSink implements JudgeResultSink {
  private readonly keys: RedisKeys;

  constructor(
    private readonly client: RedisClient,
    prefix = '',
  ) {
    this.keys = new RedisKeys(prefix);
  }

  async publish(message: JudgeMessage): Promise<void> {
    const body = JSON.stringify(message);
    if (!isFinalMessage(message)) {
      await this.client.sendCommand([
        'XADD',
        this.keys.results,
        'MAXLEN',
        '~',
        RESULTS_MAXLEN,
        '*',
        'message',
        body,
      ]);
      return;
    }
    await this.client.eval(PUBLISH_FINAL, {
      keys: [this.keys.finalMarker(finalResultKey(message)), this.keys.results],
      arguments: [message.judger, FINAL_MARKER_TTL, RESULTS_MAXLEN, body],
    });
  }
}
