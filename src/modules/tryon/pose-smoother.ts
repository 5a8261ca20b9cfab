/**
 * Smooths successive poses of one face so a still face gives a still frame and a moving head is followed:
 * One Euro filters on the anchor, the axes and the scale, then a dead band on each that holds what a still
 * face's leftover wobble would move by less than STILL_FACE_PX anywhere on the frame.
 */
import { DeadBand } from './dead-band';
import { headAxes, measurable, type FacePose } from './face-pose';
import { OneEuroFilter, OneEuroVectorFilter } from './one-euro-filter';
import {
  AXIS_SMOOTHING,
  FRAME_REACH_MM,
  POSITION_SMOOTHING,
  SCALE_SMOOTHING,
  STILL_FACE_PX,
} from './tryon-constants';

export class PoseSmoother {
  private readonly anchor = new OneEuroVectorFilter(3, POSITION_SMOOTHING);
  private readonly axes = new OneEuroVectorFilter(6, AXIS_SMOOTHING);
  private readonly scale = new OneEuroFilter(SCALE_SMOOTHING);
  private readonly heldPosition = new DeadBand();
  private readonly heldAxes = new DeadBand();
  private readonly heldScale = new DeadBand();
  private pixelsPerMm: number | undefined;

  /** The smoothed pose of a face seen at `seconds`. */
  next(pose: FacePose, seconds: number): FacePose {
    // A strongly turned head foreshortens the irises: it keeps the scale it had.
    if (measurable(pose) || this.pixelsPerMm === undefined) {
      const smoothed = this.scale.next(pose.pixelsPerMm, seconds);
      // A change of scale moves the frame's ends by the change times their reach.
      this.pixelsPerMm = this.heldScale.next([smoothed], STILL_FACE_PX / FRAME_REACH_MM)[0]!;
    }
    const [x, y, depth] = this.anchor.next(pose.anchor, seconds);
    // Only the picture's position is held: the depth is not seen (the camera is orthographic).
    const [heldX, heldY] = this.heldPosition.next([x!, y!], STILL_FACE_PX);
    // A small turn of the axes (radians) moves the frame's ends by about the turn times their reach (px).
    const axes = this.heldAxes.next(
      this.axes.next([...pose.right, ...pose.up], seconds),
      STILL_FACE_PX / (FRAME_REACH_MM * this.pixelsPerMm),
    );
    return {
      ...pose,
      anchor: [heldX!, heldY!, depth!],
      ...headAxes(axes.slice(0, 3), axes.slice(3)),
      pixelsPerMm: this.pixelsPerMm,
    };
  }

  reset() {
    for (const filter of [
      this.anchor,
      this.axes,
      this.scale,
      this.heldPosition,
      this.heldAxes,
      this.heldScale,
    ]) {
      filter.reset();
    }
    this.pixelsPerMm = undefined;
  }
}
