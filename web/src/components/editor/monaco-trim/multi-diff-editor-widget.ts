/** Stands in for Monaco's multi-file diff editor: the app never creates one. */
import { unavailable } from './unavailable';

export class MultiDiffEditorWidget {
  constructor() {
    throw unavailable('The multi-file diff editor');
  }
}
