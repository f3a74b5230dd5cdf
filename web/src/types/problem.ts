/** Problem shapes: the wire types of `@verdict/common` under the names the pages use. */
import type {
  LanguageView,
  ProblemCountView,
  ProblemDetailView,
  ProblemListItemView,
  ProblemTagGroupView,
  ProblemView,
  SavedCodeView,
  TagView,
  UserProblemStatusView,
} from '@verdict/common';

export type Tag = TagView;
export type TagClassification = ProblemTagGroupView;
export type ProblemListItem = ProblemListItemView;
export type Problem = ProblemView;
export type ProblemCount = ProblemCountView;
export type ProblemDetail = ProblemDetailView;
export type UserProblemStatus = UserProblemStatusView;
export type Language = LanguageView;
export type SavedCode = SavedCodeView;

export interface Sample {
  input: string;
  output: string;
}

export interface RandomProblem {
  problemId: string;
}
