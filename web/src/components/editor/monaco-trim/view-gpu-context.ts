/** Stands in for Monaco's WebGPU text rendering, used only with `experimentalGpuAcceleration: 'on'`. */
import { unavailable } from './unavailable';

export class ViewGpuContext {
  constructor() {
    throw unavailable('GPU rendering');
  }
}
