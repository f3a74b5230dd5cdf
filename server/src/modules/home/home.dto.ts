import { OptionalFlag } from '../../common/http/flag-fields';

/** `GET /api/get-last-week-submission-statistics?forceRefresh=`: honoured for admins only. */
export class SubmissionStatisticsQueryDto {
  @OptionalFlag() forceRefresh?: boolean;
}
