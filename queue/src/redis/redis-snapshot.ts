import {
  JudgeStreams,
  TASK_PRIORITY_ORDER,
  type QueueSnapshot,
  type TaskLocation,
  type TaskPriority,
} from '@verdict/common';
import { parseLeaseRecord, type LeaseRecord } from './lease-records';
import type { RedisClient } from './redis-client';
import type { RedisKeys } from './redis-keys';
import { DEFAULT_LEASE_MS } from './redis-task-source';

/**
 * One consistent read of every task stream, returning ids and task ids only (never the code):
 * per stream the group's last delivered id, its entries `[id, taskId, from]` and its pending list
 * `[id, consumer, idle ms, deliveries]`; then the lease records. Entries queued before the
 * `taskId` field existed are parsed once here.
 */
const READ_QUEUE = `
local streams = {}
for i = 1, #KEYS - 1 do
  local key = KEYS[i]
  local lastId, grouped, entries, pending = '0-0', false, {}, {}
  if redis.call('EXISTS', key) == 1 then
    for _, group in ipairs(redis.call('XINFO', 'GROUPS', key)) do
      local info = {}
      for j = 1, #group, 2 do info[group[j]] = group[j + 1] end
      if info['name'] == ARGV[1] then
        grouped = true
        lastId = info['last-delivered-id']
      end
    end
    for _, entry in ipairs(redis.call('XRANGE', key, '-', '+')) do
      local fields = entry[2]
      local taskId, from, task = '', '', nil
      for j = 1, #fields, 2 do
        local name = fields[j]
        if name == 'taskId' then taskId = fields[j + 1]
        elseif name == 'from' then from = fields[j + 1]
        elseif name == 'task' then task = fields[j + 1] end
      end
      if taskId == '' and task then
        local ok, decoded = pcall(cjson.decode, task)
        if ok and type(decoded) == 'table' and type(decoded.taskId) == 'string' then taskId = decoded.taskId end
      end
      entries[#entries + 1] = {entry[1], taskId, from}
    end
    if grouped then pending = redis.call('XPENDING', key, ARGV[1], '-', '+', ARGV[2]) end
  end
  streams[i] = {lastId, entries, pending}
end
return {streams, redis.call('HGETALL', KEYS[#KEYS])}`;

/** Pending entries read per stream; far beyond any real number of judge workers. */
const MAX_PENDING = '100000';
/** A lease record whose task is gone (an anomaly: acks remove them) is dropped after this. */
const ORPHAN_RECORD_MS = 60_000;

interface StreamRead {
  priority: TaskPriority;
  lastId: string;
  entries: { id: string; taskId: string; from: string }[];
  pending: { id: string; consumer: string; idleMs: number }[];
}

function compareIds(a: string, b: string): number {
  const [am, as] = a.split('-').map(Number);
  const [bm, bs] = b.split('-').map(Number);
  return am - bm || as - bs;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function parseReply(raw: unknown): { streams: StreamRead[]; records: Map<string, string> } {
  const [streams, hash] = list(raw);
  const flat = list(hash).map(String);
  const records = new Map<string, string>();
  for (let i = 0; i + 1 < flat.length; i += 2) records.set(flat[i], flat[i + 1]);
  return {
    records,
    streams: list(streams).map((stream, i) => {
      const [lastId, entries, pending] = list(stream);
      return {
        priority: TASK_PRIORITY_ORDER[i],
        lastId: String(lastId),
        entries: list(entries).map((e) => {
          const [id, taskId, from] = list(e).map(String);
          return { id, taskId, from };
        }),
        pending: list(pending).map((p) => {
          const [id, consumer, idle] = list(p);
          return { id: String(id), consumer: String(consumer), idleMs: Number(idle) };
        }),
      };
    }),
  };
}

/**
 * Where every task is, in the order judges take them (`RedisTaskSource.fetch`): leases that ran
 * out first (any judge with a free worker claims them before reading), then entries never
 * delivered, by priority and then by id. A pending entry renewed within its lease is held by its
 * consumer; its lease record says since when and whom it was taken over from.
 */
export async function readSnapshot(client: RedisClient, keys: RedisKeys): Promise<QueueSnapshot> {
  const raw = await client.eval(READ_QUEUE, {
    keys: [...keys.taskStreams.map((s) => s.key), keys.leases],
    arguments: [JudgeStreams.consumerGroup, MAX_PENDING],
  });
  const at = Date.now();
  const { streams, records } = parseReply(raw);
  const tasks = new Map<string, TaskLocation>();
  const depth = Object.fromEntries(TASK_PRIORITY_ORDER.map((p) => [p, 0])) as QueueSnapshot['depth'];
  const expired: { taskId: string; priority: TaskPriority; holder: string; queuedAt: number }[] = [];
  const waiting: { taskId: string; priority: TaskPriority; queuedAt: number; from?: string }[] = [];
  const held = new Set<string>();

  for (const { priority, lastId, entries, pending } of streams) {
    const taskIds = new Map(entries.map((e) => [e.id, e.taskId]));
    for (const { id, consumer, idleMs } of pending) {
      const taskId = taskIds.get(id);
      const deliveryId = `${priority}|${id}`;
      held.add(deliveryId);
      if (!taskId) continue;
      const record = parseLeaseRecord(records.get(deliveryId));
      const own = record?.judger === consumer ? record : undefined;
      const leaseMs = own?.leaseMs || DEFAULT_LEASE_MS;
      if (idleMs > leaseMs) {
        expired.push({ taskId, priority, holder: consumer, queuedAt: at - idleMs + leaseMs });
        continue;
      }
      tasks.set(taskId, leasedBy(consumer, priority, at - idleMs, own ?? record));
    }
    for (const { id, taskId, from } of entries) {
      if (!taskId || compareIds(id, lastId) <= 0) continue;
      waiting.push({ taskId, priority, queuedAt: Number(id.split('-')[0]), ...(from ? { from } : {}) });
    }
  }

  let position = 0;
  let oldestQueuedAt: number | null = null;
  const queue = (taskId: string, priority: TaskPriority, queuedAt: number, extra: object) => {
    depth[priority]++;
    oldestQueuedAt = Math.min(oldestQueuedAt ?? queuedAt, queuedAt);
    tasks.set(taskId, { state: 'queued', priority, position: ++position, queuedAt, ...extra });
  };
  for (const e of expired)
    queue(e.taskId, e.priority, e.queuedAt, { requeuedFrom: e.holder, leaseExpired: true });
  for (const w of waiting) queue(w.taskId, w.priority, w.queuedAt, w.from ? { requeuedFrom: w.from } : {});

  void pruneOrphans(client, keys, records, held, at);
  return { at, depth, oldestQueuedAt, tasks };
}

/**
 * A lease held by `consumer`. Its own record gives when it took the task; a record of another
 * judge means `consumer` claimed it a moment ago and has not written its own yet.
 */
function leasedBy(
  consumer: string,
  priority: TaskPriority,
  renewedAt: number,
  record: LeaseRecord | undefined,
): TaskLocation {
  const own = record?.judger === consumer;
  const from = own ? record.from : record?.judger;
  return {
    state: 'leased',
    priority,
    judger: consumer,
    since: own ? record.since : renewedAt,
    ...(from ? { takenOverFrom: from } : {}),
  };
}

/** Records of leases no longer pending (lost with a Redis anomaly, never acked) are dropped. */
async function pruneOrphans(
  client: RedisClient,
  keys: RedisKeys,
  records: Map<string, string>,
  held: Set<string>,
  at: number,
): Promise<void> {
  const orphans = [...records]
    .filter(([field, raw]) => !held.has(field) && (parseLeaseRecord(raw)?.since ?? 0) < at - ORPHAN_RECORD_MS)
    .map(([field]) => field);
  if (orphans.length > 0) await client.sendCommand(['HDEL', keys.leases, ...orphans]).catch(() => undefined);
}
