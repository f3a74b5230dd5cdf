/** Socket.io names for live submission status (client emits subscribe, server pushes status). */
export const SUBMISSION_SUBSCRIBE_EVENT = 'subscribe-submission';
export const SUBMISSION_UNSUBSCRIBE_EVENT = 'unsubscribe-submission';
export const SUBMISSION_STATUS_EVENT = 'submission-status';

export const submissionRoom = (submitId: number) => `submission:${submitId}`;

export interface SubmissionStatusEvent {
  submitId: number;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
}
