import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

/** An optional whole number within a range, with one message naming the field and the range. */
function Limit(label: string, max: number): PropertyDecorator {
  const message = `${label} must be an integer from 0 to ${max}`;
  return (target, key) => {
    IsOptional()(target, key);
    IsInt({ message })(target, key);
    Min(0, { message })(target, key);
    Max(max, { message })(target, key);
  };
}

function Switch(name: string): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsBoolean({ message: `${name} must be true or false` })(target, key);
  };
}

/** `PUT /api/admin/switch/update` (HOJ SwitchConfigDTO, local judge only); absent fields keep their value. */
export class UpdateSwitchConfigDto {
  @Switch('openPublicJudge') openPublicJudge?: boolean;
  @Switch('openGroupJudge') openGroupJudge?: boolean;
  @Switch('openContestJudge') openContestJudge?: boolean;
  @Switch('hideNonContestSubmissionCode') hideNonContestSubmissionCode?: boolean;
  @Switch('register') register?: boolean;
  @Switch('openPublicDiscussion') openPublicDiscussion?: boolean;
  @Switch('openGroupDiscussion') openGroupDiscussion?: boolean;
  @Switch('openContestComment') openContestComment?: boolean;
  @Switch('imchat') imchat?: boolean;
  /** null returns to the server's SUBMIT_INTERVAL_SECONDS. */
  @Limit('The submit interval', 3600) defaultSubmitInterval?: number | null;
  @Limit('The daily discussion limit', 1000) defaultCreateDiscussionDailyLimit?: number;
  @Limit('The solved problems needed to post', 100000) defaultCreateDiscussionACInitValue?: number;
  @Limit('The solved problems needed to comment', 100000) defaultCreateCommentACInitValue?: number;
  @Limit('The daily group limit', 1000) defaultCreateGroupDailyLimit?: number;
  @Limit('The group limit', 1000) defaultCreateGroupLimit?: number;
  @Limit('The solved problems needed to create a group', 100000) defaultCreateGroupACInitValue?: number;
}
