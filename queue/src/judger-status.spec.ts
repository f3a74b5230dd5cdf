import type { JudgerHeartbeat } from '@verdict/common';
import { HEARTBEAT_EXPIRE_MS, HEARTBEAT_STALE_MS, judgerStatuses } from './judger-status';

const NOW = 1_000_000_000;
const beat = (name: string, ageMs: number): JudgerHeartbeat => ({
  name,
  version: '1',
  cores: 1,
  maxTasks: 1,
  runningTasks: 1,
  languages: [],
  disabledLanguages: [],
  sandbox: 'namespace',
  startedAt: 0,
  lastSeen: NOW - ageMs,
});

describe('judgerStatuses', () => {
  it('marks recent heartbeats online, older ones offline, forgets the long silent, sorts by name', () => {
    const statuses = judgerStatuses(
      [
        beat('c', 0),
        beat('a', HEARTBEAT_STALE_MS - 1),
        beat('b', HEARTBEAT_STALE_MS),
        beat('d', HEARTBEAT_EXPIRE_MS - 1),
        beat('e', HEARTBEAT_EXPIRE_MS),
      ],
      NOW,
    );
    expect(statuses.map((s) => [s.name, s.online, NOW - s.lastSeen])).toEqual([
      ['a', true, HEARTBEAT_STALE_MS - 1],
      ['b', false, HEARTBEAT_STALE_MS],
      ['c', true, 0],
      ['d', false, HEARTBEAT_EXPIRE_MS - 1],
    ]);
  });
});
