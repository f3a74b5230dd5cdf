/**
 * Stands in for Monaco's "paste as" controller. The clipboard feature only asks for it, and it is
 * an editor contribution the app never registers, so Monaco's own lookup finds none either.
 */
export class CopyPasteController {
  static get(): null {
    return null;
  }
}
