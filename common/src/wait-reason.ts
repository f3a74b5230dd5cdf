/**
 * Why a submission is still Pending or being judged: a code the web translates, its parameters,
 * and English texts (the owner's short one, and for admins the whole story). The server decides
 * (`server/src/modules/judge/wait-reason.ts`); lists, polling and the detail carry it as
 * `waitReason` beside HOJ's fields.
 */
export const WAIT_REASON_CODES = [
  /** Waiting for a free judge; `position` in the queue (absent when the queue could not be read). */
  'waiting',
  /** No judge is online; `position`. */
  'no-judge-online',
  /** Judges are online but none offers `language`. */
  'no-judge-for-language',
  /** `judger` took it `seconds` ago (`from`: the judge it was taken over from). */
  'taken',
  /** `judger` is fetching the problem's test data (`seconds` since it took the task). */
  'fetching-test-data',
  /** `judger` stopped while holding it; it waits again at `position`. */
  'requeued',
  /** No queued or running task covers it: its result is on its way, or it will be queued again. */
  'unqueued',
  /** A remote problem's submission waits for a free account on the remote judge `judger`. */
  'remote-waiting-account',
  /** It is being sent to the remote judge `judger`. */
  'remote-submitting',
  /** The remote judge `judger` has been judging it for `seconds`. */
  'remote-judging',
] as const;

export type WaitReasonCode = (typeof WAIT_REASON_CODES)[number];

export interface WaitReasonParams {
  position?: number;
  language?: string;
  judger?: string;
  seconds?: number;
  from?: string;
}

export interface WaitReason {
  code: WaitReasonCode;
  params: WaitReasonParams;
  /** The owner's short form, in English. */
  text: string;
  /** Which judge, since when, the queue and the lease: admins only. */
  adminText?: string;
}
