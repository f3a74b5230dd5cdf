/** Announcement ids the user has read, per contest, kept in the browser. */
const key = (cid: number) => `contest-read-announcements:${cid}`;

export function readAnnouncementIds(cid: number): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(cid)) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function markAnnouncementsRead(cid: number, ids: number[]): void {
  const all = new Set([...readAnnouncementIds(cid), ...ids]);
  localStorage.setItem(key(cid), JSON.stringify([...all]));
}
