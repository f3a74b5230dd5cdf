/**
 * Not HOJ's: whether the signed-in user may do something right now (post a discussion, create a
 * group), asked before they fill in a form. `reason` is the refusal the action itself would be
 * answered with, in the request's language; null when allowed. The action still checks again.
 */
export interface ActionAllowance {
  allowed: boolean;
  reason: string | null;
}
