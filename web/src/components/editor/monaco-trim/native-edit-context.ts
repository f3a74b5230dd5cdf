/**
 * Stands in for Monaco's EditContext input, used only with the `editContext` option on; the code
 * editor turns it off (it drops fast keys), so Monaco reads keys through its text area.
 */
import { unavailable } from './unavailable';

export class NativeEditContext {
  constructor() {
    throw unavailable('The EditContext input');
  }
}
