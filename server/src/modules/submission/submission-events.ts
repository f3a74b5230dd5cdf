import { SocketEvent } from '@verdict/common';

export type { SubmissionStatusEvent } from '@verdict/common';

/** Socket.io names for live submission status (client emits subscribe, server pushes status). */
export const SUBMISSION_SUBSCRIBE_EVENT = SocketEvent.subscribeSubmission;
export const SUBMISSION_UNSUBSCRIBE_EVENT = SocketEvent.unsubscribeSubmission;
export const SUBMISSION_STATUS_EVENT = SocketEvent.submissionStatus;

export const submissionRoom = (submitId: number) => `submission:${submitId}`;
