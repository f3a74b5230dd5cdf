import { useOutletContext } from 'react-router-dom';
import type { TrainingView } from '@verdict/common';

/** What the training shell hands its tabs. */
export interface TrainingOutlet {
  training: TrainingView;
  /** Whether the viewer may enter (public, registered, or an admin of it). */
  hasAccess: boolean;
  /** Reloads the training and the viewer's access (after entering the password). */
  reload: () => void;
  /** The training's address: `/training/:tid`, or inside its group `/group/:gid/training/:tid`. */
  basePath: string;
  /** Where its problem list is (the Problems tab, or the index of a group training). */
  problemsPath: string;
}

/** The problem's address inside the training. */
export function trainingProblemPath(outlet: Pick<TrainingOutlet, 'basePath'>, problemId: string): string {
  return `${outlet.basePath}/problem/${encodeURIComponent(problemId)}`;
}

export const useTraining = () => useOutletContext<TrainingOutlet>();
