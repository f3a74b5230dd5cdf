import { useState } from 'react';
import type { GroupAnnouncement } from '@/hooks/api/group';
import { formatDateTime } from '@/lib/format';
import { AnnouncementView } from './announcement-view';

const LAYOUT = {
  /** The announcement tab: title and date on one line while there is room. */
  wide: {
    button: 'flex w-full flex-wrap items-baseline gap-x-3 py-2 text-left hover:text-blue-700',
    title: 'min-w-0 flex-1 basis-48 truncate font-medium',
  },
  /** The home tab's side card: the date under the title. */
  compact: {
    button: 'w-full py-2 text-left hover:text-blue-700',
    title: 'block truncate text-sm font-medium',
  },
};

/** A group's announcement titles; clicking one opens it in full. */
export function AnnouncementList({
  records,
  layout,
  itemTestId,
}: {
  records: GroupAnnouncement[];
  layout: keyof typeof LAYOUT;
  itemTestId: string;
}) {
  const [reading, setReading] = useState<GroupAnnouncement | null>(null);
  const classes = LAYOUT[layout];
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {records.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={classes.button}
              data-testid={itemTestId}
              onClick={() => setReading(item)}
            >
              <span className={classes.title}>{item.title}</span>
              <span className="text-xs text-slate-500">
                {formatDateTime(item.gmtCreate)} · {item.username}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {reading ? <AnnouncementView announcement={reading} onClose={() => setReading(null)} /> : null}
    </>
  );
}
