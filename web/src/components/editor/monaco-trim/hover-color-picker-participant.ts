/**
 * Stands in for the colour picker's hover part. The hover only tests parts against these classes;
 * the real ones are added by the colour picker contribution, which the app never registers.
 */
export class ColorHover {}
export class HoverColorPickerParticipant {
  isColorPickerVisible(): boolean {
    return false;
  }
}
