/**
 * Stands in for Monaco's quick pick. Without the command palette nothing in the app's editor
 * opens one (only palette commands such as "Go to Match…" or "Change Tab Display Size" would).
 */
import { unavailable } from './unavailable';

export class QuickInputService {
  constructor() {
    throw unavailable('The quick pick');
  }
}
