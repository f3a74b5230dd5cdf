import { useOutletContext } from 'react-router-dom';
import type { TrainingView } from '@verdict/common';

/** What the training shell hands its tabs. */
export interface TrainingOutlet {
  training: TrainingView;
  /** Whether the viewer may enter (public, registered, or an admin of it). */
  hasAccess: boolean;
  /** Reloads the training and the viewer's access (after entering the password). */
  reload: () => void;
}

export const useTraining = () => useOutletContext<TrainingOutlet>();
