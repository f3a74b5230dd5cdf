/**
 * Why a remote judge did not do what was asked. The worker decides from the kind: a rate limit
 * waits and tries again, every other kind ends the submission Submitted Failed with the message.
 */
export type RemoteFailureKind =
  /** Connection refused or reset, DNS failure, 5xx. */
  | 'unreachable'
  /** No answer within the request's time limit. */
  | 'timeout'
  /** The account's name or password was refused. */
  | 'login-refused'
  /** The remote refused the submission itself (duplicate code, unknown language, closed problem). */
  | 'rejected'
  /** 429, or a page saying to slow down. */
  | 'rate-limited'
  /** The page or JSON no longer has the shape the adapter reads. */
  | 'changed-page'
  /** No such problem or run on the remote. */
  | 'not-found';

export class RemoteJudgeError extends Error {
  constructor(
    readonly kind: RemoteFailureKind,
    message: string,
    /** For 'rate-limited': how long the remote asked to wait, when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'RemoteJudgeError';
  }
}
