import { useCallback, useEffect, useRef, useState } from 'react';
import { CONTEST_CONSTANTS } from '@verdict/common';
import { fetchUnreadAnnouncements } from '@/hooks/api/contest';
import { followContest } from '@/lib/socket';
import type { ContestAnnouncement } from '@/types/contest';
import { markAnnouncementsRead, readAnnouncementIds } from './read-announcements';

/**
 * Unread announcements of a contest: fetched when one is pushed over the socket, and every 60 s
 * for clients without one; they stay until marked read. The socket also reports board changes
 * and the start and end.
 */
export function useUnreadAnnouncements(
  cid: number,
  enabled: boolean,
  onBoardChanged: () => void,
  onStatus: () => void,
): { unread: ContestAnnouncement[]; markRead: () => void } {
  const [unread, setUnread] = useState<ContestAnnouncement[]>([]);
  // The room is joined once per contest; the latest handlers are read when an event comes.
  const handlers = useRef({ onBoardChanged, onStatus });
  handlers.current = { onBoardChanged, onStatus };
  const load = useCallback(() => {
    fetchUnreadAnnouncements(cid, readAnnouncementIds(cid)).then(setUnread, () => undefined);
  }, [cid]);
  useEffect(() => {
    if (!enabled) return;
    load();
    const timer = setInterval(load, CONTEST_CONSTANTS.announcementPollSeconds * 1000);
    const stop = followContest(cid, {
      onAnnouncement: load,
      onBoardChanged: () => handlers.current.onBoardChanged(),
      onStatus: () => handlers.current.onStatus(),
    });
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [cid, enabled, load]);
  const markRead = () => {
    markAnnouncementsRead(
      cid,
      unread.map((announcement) => announcement.id),
    );
    setUnread([]);
  };
  return { unread, markRead };
}
