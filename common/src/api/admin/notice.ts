/** Back-office system notice shapes (HOJ msg/AdminNoticeController). `TTime` as in `./index`. */

/** Who a system notice goes to (HOJ AdminSysNotice `type`). */
export const NOTICE_TYPES = ['All', 'Single', 'Admin'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** HOJ AdminSysNoticeVO, with the names behind the uids and how many users it went to. */
export interface AdminNoticeView<TTime = string> {
  id: number;
  title: string;
  content: string;
  type: NoticeType;
  recipientId: string | null;
  recipientName: string | null;
  adminId: string | null;
  adminName: string | null;
  /** Sent to its recipients; false while it waits for the hourly run. */
  state: boolean;
  recipientCount: number;
  gmtCreate: TTime;
  gmtModified: TTime;
}
