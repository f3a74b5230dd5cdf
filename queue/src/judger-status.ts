import type { JudgerHeartbeat, JudgerStatus } from '@verdict/common';

/** A judger is shown offline when its heartbeat is older than this (they come every 5 s). */
export const HEARTBEAT_STALE_MS = 20_000;
/**
 * A judger silent this long is forgotten: a daemon killed without saying goodbye leaves the list
 * instead of showing as offline with running tasks forever. One that comes back reappears with
 * its next heartbeat.
 */
export const HEARTBEAT_EXPIRE_MS = 3 * 60_000;

export function isExpired(heartbeat: JudgerHeartbeat, now: number): boolean {
  return now - heartbeat.lastSeen >= HEARTBEAT_EXPIRE_MS;
}

/** The dashboard's view of heartbeats: expired ones left out, the rest with an online flag, by name. */
export function judgerStatuses(heartbeats: JudgerHeartbeat[], now: number): JudgerStatus[] {
  return heartbeats
    .filter((heartbeat) => !isExpired(heartbeat, now))
    .map((heartbeat) => ({ ...heartbeat, online: now - heartbeat.lastSeen < HEARTBEAT_STALE_MS }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
