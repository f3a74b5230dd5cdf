import { useEffect, useState } from 'react';
import { serverOffset } from '@/lib/contest-time';

/** The server's clock, ticking each second, from the `now` of the latest contest answer. */
export function useServerNow(serverNow: string | undefined): number {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (serverNow) setOffset(serverOffset(serverNow));
  }, [serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
}
