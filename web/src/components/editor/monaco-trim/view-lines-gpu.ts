/** Stands in for Monaco's WebGPU lines, used only with `experimentalGpuAcceleration: 'on'`. */
import { unavailable } from './unavailable';

export class ViewLinesGpu {
  constructor() {
    throw unavailable('GPU rendering');
  }
}
