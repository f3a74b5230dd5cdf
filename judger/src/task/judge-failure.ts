/** A failure that is the judge's, not the contestant's: ends the task as System Error with this reason. */
export class JudgeFailure extends Error {
  override readonly name = 'JudgeFailure';
}
