/** Stands in for Monaco's diff editor: the app never creates one. */
import { unavailable } from './unavailable';

export class DiffEditorWidget {
  constructor() {
    throw unavailable('The diff editor');
  }
}
