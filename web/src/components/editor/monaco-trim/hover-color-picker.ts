/**
 * Stands in for the colour picker's hover check. Colour swatches come from the colour decorator
 * contribution, which the app never registers, so the mouse is never on one.
 */
export function isOnColorDecorator(): boolean {
  return false;
}
