import type { FrameSize } from '../constants';

/** Frame size by total width (mm): S up to 134, M up to 142, L above (constants.ts). */
export function frameSizeOf(totalWidth: number): FrameSize {
  if (totalWidth <= 134) return 'S';
  if (totalWidth <= 142) return 'M';
  return 'L';
}
