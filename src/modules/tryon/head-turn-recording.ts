/**
 * Record mode: the frames of a short head turn, kept in the browser, of which a few at spread angles become
 * the generated pictures. Generic over the picture so the choice of angles is tested without a browser.
 */
import { measurable, type FacePose } from './face-pose';
import type { RaisedTryOnError } from './tryon-errors';

export interface RecordedFrame<Picture> {
  picture: Picture;
  /** The smoothed pose the frame was drawn with. */
  pose: FacePose;
}

/** Why a recording cannot start with the head as it is now, or undefined when it can. */
export const recordingRefusal = (pose: FacePose | undefined): RaisedTryOnError | undefined =>
  pose && measurable(pose) ? undefined : 'poseInvalid';

/**
 * Up to `count` of the frames, spread evenly over the angles (yaw) the head turned through, from the
 * picture's left to its right; each frame is taken once.
 */
export function spreadOverAngles<Picture>(
  frames: readonly RecordedFrame<Picture>[],
  count: number,
): RecordedFrame<Picture>[] {
  const byYaw = [...frames].sort((a, b) => a.pose.yaw - b.pose.yaw);
  if (byYaw.length <= count) return byYaw;
  const first = byYaw[0]!.pose.yaw;
  const span = byYaw.at(-1)!.pose.yaw - first;
  const left = [...byYaw];
  const picked: RecordedFrame<Picture>[] = [];
  for (let index = 0; index < count; index += 1) {
    const wanted = first + (span * index) / (count - 1);
    let best = 0;
    for (let candidate = 1; candidate < left.length; candidate += 1) {
      if (Math.abs(left[candidate]!.pose.yaw - wanted) < Math.abs(left[best]!.pose.yaw - wanted))
        best = candidate;
    }
    picked.push(...left.splice(best, 1));
  }
  return picked.sort((a, b) => a.pose.yaw - b.pose.yaw);
}

/** The frames of one head turn, from its start until `durationMs` later. */
export class HeadTurnRecording<Picture> {
  private readonly frames: RecordedFrame<Picture>[] = [];
  private readonly endsAt: number;

  constructor(startedAt: number, durationMs: number) {
    this.endsAt = startedAt + durationMs;
  }

  add(picture: Picture, pose: FacePose) {
    this.frames.push({ picture, pose });
  }

  isOver(now: number) {
    return now >= this.endsAt;
  }

  /** The frames the pictures are made of: up to `count` at spread angles. */
  picked(count: number) {
    return spreadOverAngles(this.frames, count);
  }
}
