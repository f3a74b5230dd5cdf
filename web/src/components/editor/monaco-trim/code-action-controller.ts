/** Stands in for Monaco's code action menu: an editor contribution the app never registers. */
export class CodeActionController {
  static get(): null {
    return null;
  }
}
