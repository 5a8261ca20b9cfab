import { describe, expect, it } from 'vitest';
import type { FacePose } from './face-pose';
import { HeadTurnRecording, recordingRefusal, spreadOverAngles } from './head-turn-recording';

const pose = (yaw: number, pitch = 0): FacePose => ({
  anchor: [320, -240, 0],
  right: [1, 0, 0],
  up: [0, 1, 0],
  forward: [0, 0, 1],
  pixelsPerMm: 4,
  yaw,
  pitch,
  pupilDistanceMm: 62,
  faceWidthMm: 140,
});

const frames = (yaws: number[]) => yaws.map((yaw, index) => ({ picture: index, pose: pose(yaw) }));

describe('recordingRefusal', () => {
  it('starts a recording only with the head facing the camera', () => {
    expect(recordingRefusal(pose(0))).toBeUndefined();
    expect(recordingRefusal(pose(-20, 10))).toBeUndefined();
    expect(recordingRefusal(pose(40))).toBe('poseInvalid');
    expect(recordingRefusal(pose(0, -35))).toBe('poseInvalid');
    expect(recordingRefusal(undefined)).toBe('poseInvalid');
  });
});

describe('spreadOverAngles', () => {
  it('picks the frames nearest to evenly spread angles, left to right', () => {
    const picked = spreadOverAngles(frames([0, 2, -20, 9, 11, 19, -9, -11, 1]), 5);
    expect(picked.map((frame) => frame.pose.yaw)).toEqual([-20, -11, 0, 9, 19]);
  });

  it('never repeats a frame, even when the head hardly turned', () => {
    const picked = spreadOverAngles(frames([0, 0, 0, 0, 0, 0]), 4);
    expect(new Set(picked.map((frame) => frame.picture)).size).toBe(4);
  });

  it('keeps every frame when there are fewer than asked', () => {
    expect(spreadOverAngles(frames([5, -5]), 5).map((frame) => frame.pose.yaw)).toEqual([-5, 5]);
    expect(spreadOverAngles(frames([]), 5)).toEqual([]);
  });
});

describe('HeadTurnRecording', () => {
  it('lasts its duration and gives its frames at spread angles', () => {
    const recording = new HeadTurnRecording<string>(1000, 3000);
    expect(recording.isOver(3999)).toBe(false);
    expect(recording.isOver(4000)).toBe(true);
    recording.add('right', pose(15));
    recording.add('front', pose(0));
    recording.add('left', pose(-15));
    expect(recording.picked(2).map((frame) => frame.picture)).toEqual(['left', 'right']);
  });
});
