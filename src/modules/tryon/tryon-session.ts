/**
 * One opening of the try-on: the camera (or a photo), the face tracker and the glasses drawn over it. Plain
 * browser code driven by the dialog through callbacks; loaded with the dialog, after the visitor's click.
 */
import type { FrameKind, FrameVariant } from '@/modules/catalogue/client';
import { browserLogger } from '@/platform/logging/browser-logger';
import { facePose, frameTransform, measurable, type FacePose } from './face-pose';
import { loadFaceTracker, type FaceTracker } from './face-tracker';
import { createGlassesOverlay, type GlassesOverlay } from './glasses-overlay';
import { HeadTurnRecording, recordingRefusal, type RecordedFrame } from './head-turn-recording';
import { PoseSmoother } from './pose-smoother';
import { composedPicture, jpegOf, stillOf } from './recorded-pictures';
import {
  DETECTION_TIMEOUT_MS,
  HIGH_LATENCY_WINDOW_MS,
  MIN_TRACKING_FPS,
  RECORD_DURATION_MS,
  RECORDED_PICTURES,
  TRACKING_LOST_MS,
} from './tryon-constants';
import { browserAbilities, cameraFailure, liveIncompatibility, type RaisedTryOnError } from './tryon-errors';

export type TryOnStatus =
  'startingCamera' | 'loadingModels' | 'searching' | 'tracking' | 'recording' | 'photo';

export interface FaceMeasures {
  faceWidthMm: number;
  pupilDistanceMm: number;
}

export interface TryOnCallbacks {
  onStatus(status: TryOnStatus): void;
  onError(type: RaisedTryOnError): void;
  /** The error of the moment is over (the face is back). */
  onRecovered(): void;
  onFaceDetected(): void;
  onGlassesReady(): void;
  onMeasures(measures: FaceMeasures): void;
  /** A head turn was recorded and the camera is off: the pictures can be made. */
  onRecorded(): void;
}

export interface TryOnStage {
  video: HTMLVideoElement;
  canvas: HTMLCanvasElement;
}

export interface TryOnSession {
  startCamera(): Promise<void>;
  showPhoto(image: HTMLImageElement): Promise<void>;
  setFrame(frame: FrameKind, variant: FrameVariant): void;
  setGlassesVisible(visible: boolean): void;
  /** Starts recording a head turn; false (and poseInvalid raised) when the head does not face the camera. */
  record(): boolean;
  /** The recorded head from several angles with the frame now chosen, left to right, as JPEGs. */
  recordedPictures(): Promise<Blob[]>;
  /** Forgets the recorded head. */
  deleteRecording(): void;
  /** Stops the camera and the tracking; the session can start again. */
  stop(): void;
  dispose(): void;
}

/** Averages the measures of the frames where the head faced the camera. */
class MeasureAverage {
  private count = 0;
  private faceWidth = 0;
  private pupilDistance = 0;

  add(pose: FacePose): FaceMeasures {
    this.count += 1;
    this.faceWidth += (pose.faceWidthMm - this.faceWidth) / this.count;
    this.pupilDistance += (pose.pupilDistanceMm - this.pupilDistance) / this.count;
    return { faceWidthMm: this.faceWidth, pupilDistanceMm: this.pupilDistance };
  }

  reset() {
    this.count = this.faceWidth = this.pupilDistance = 0;
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** A session draws nothing until it starts: a browser without WebGL or a frame without a model fails then. */
export function createTryOnSession(
  stage: TryOnStage,
  initialFrame: { frame: FrameKind; variant: FrameVariant },
  callbacks: TryOnCallbacks,
): TryOnSession {
  let overlay: GlassesOverlay | undefined;
  let shown = initialFrame;
  const smoother = new PoseSmoother();
  const measures = new MeasureAverage();
  let stream: MediaStream | undefined;
  /** Each start bumps it, so a loop of an earlier start ends. */
  let run = 0;
  let faceDetected = false;
  let glassesReady = false;
  let lastPose: FacePose | undefined;
  let measuresReportedAt = 0;
  let glassesVisible = true;
  let recording: HeadTurnRecording<HTMLCanvasElement> | undefined;
  let recorded: RecordedFrame<HTMLCanvasElement>[] = [];

  const fail = (type: RaisedTryOnError) => callbacks.onError(type);

  const applyFrame = (drawing: GlassesOverlay): boolean => {
    try {
      drawing.setFrame(shown.frame, shown.variant);
      return true;
    } catch (error) {
      browserLogger.warn('try-on frame not drawn', error);
      fail('frameNotFound');
      return false;
    }
  };

  /** The overlay, made on first use; undefined (and the error raised) when nothing can be drawn. */
  const readyOverlay = (): GlassesOverlay | undefined => {
    if (!overlay) {
      try {
        overlay = createGlassesOverlay(stage.canvas);
      } catch (error) {
        browserLogger.warn('try-on has no WebGL', error);
        fail('liveIncompatibleBrowser');
        return undefined;
      }
      if (!applyFrame(overlay)) return undefined;
    }
    return overlay;
  };

  const draw = (pose: FacePose | undefined) => {
    lastPose = pose;
    if (!overlay) return;
    overlay.place(pose && frameTransform(pose));
    overlay.render();
    if (pose && !glassesReady) {
      glassesReady = true;
      callbacks.onGlassesReady();
    }
  };

  const found = (pose: FacePose, now: number) => {
    if (!faceDetected) {
      faceDetected = true;
      callbacks.onFaceDetected();
    }
    if (measurable(pose)) {
      const average = measures.add(pose);
      if (now - measuresReportedAt > 1000) {
        measuresReportedAt = now;
        callbacks.onMeasures(average);
      }
    }
  };

  const sizeTo = (width: number, height: number) => {
    stage.canvas.width = width;
    stage.canvas.height = height;
    overlay?.resize(width, height);
  };

  async function trackVideo(tracker: FaceTracker, current: number) {
    const { video } = stage;
    const started = performance.now();
    let lastSeen: number | undefined;
    let raised: RaisedTryOnError | undefined;
    const frameTimes: number[] = [];
    let latencyRaised = false;
    const raise = (type: RaisedTryOnError) => {
      if (raised === type) return;
      raised = type;
      fail(type);
    };
    while (current === run) {
      if (video.readyState < 2 || video.videoWidth === 0) {
        await nextFrame();
        continue;
      }
      if (stage.canvas.width !== video.videoWidth || stage.canvas.height !== video.videoHeight) {
        sizeTo(video.videoWidth, video.videoHeight);
      }
      // A recording tracks its own still, so each picture is drawn at the pose of its own moment.
      const still = recording && stillOf(video);
      const mesh = await tracker.detect(still ?? video);
      if (current !== run) return;
      const now = performance.now();
      const pose = mesh && facePose(mesh);
      if (pose) {
        if (raised === 'detectionFailed' || raised === 'trackingLost') {
          raised = undefined;
          callbacks.onRecovered();
        }
        if (lastSeen === undefined) callbacks.onStatus('tracking');
        lastSeen = now;
        found(pose, now);
        const smoothed = smoother.next(pose, now / 1000);
        draw(smoothed);
        if (still) recording?.add(still, smoothed);
      } else {
        if (lastPose) draw(undefined);
        if (lastSeen === undefined && now - started > DETECTION_TIMEOUT_MS) raise('detectionFailed');
        if (lastSeen !== undefined && now - lastSeen > TRACKING_LOST_MS) {
          smoother.reset();
          raise('trackingLost');
        }
      }
      frameTimes.push(now);
      while (frameTimes.length > 0 && now - frameTimes[0]! > HIGH_LATENCY_WINDOW_MS) frameTimes.shift();
      const fps = (frameTimes.length * 1000) / HIGH_LATENCY_WINDOW_MS;
      if (!latencyRaised && now - started > HIGH_LATENCY_WINDOW_MS && fps < MIN_TRACKING_FPS) {
        latencyRaised = true;
        fail('highLatency');
      }
      if (recording?.isOver(now)) return finishRecording();
      await nextFrame();
    }
  }

  /** The face tracker, or undefined when it failed to load (raised) or the run is over. */
  const trackerFor = async (current: number): Promise<FaceTracker | undefined> => {
    callbacks.onStatus('loadingModels');
    try {
      const tracker = await loadFaceTracker();
      return current === run ? tracker : undefined;
    } catch {
      if (current === run) fail('serverNotResponding');
      return undefined;
    }
  };

  const stopCamera = () => {
    run += 1;
    recording = undefined;
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = undefined;
    stage.video.srcObject = null;
  };

  /** The camera goes off after a recording: the pictures are made of what it kept. */
  function finishRecording() {
    const frames = recording?.picked(RECORDED_PICTURES) ?? [];
    stopCamera();
    if (frames.length === 0) return fail('trackingLost');
    recorded = frames;
    callbacks.onRecorded();
  }

  const resetTracking = () => {
    smoother.reset();
    measures.reset();
    draw(undefined);
  };

  return {
    async startCamera() {
      stopCamera();
      resetTracking();
      const current = run;
      const incompatible = liveIncompatibility(browserAbilities());
      if (incompatible) return fail(incompatible);
      if (!readyOverlay()) return;
      callbacks.onStatus('startingCamera');
      let started: MediaStream;
      try {
        started = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
        });
      } catch (error) {
        if (current === run) fail(cameraFailure(error));
        return;
      }
      if (current !== run) {
        for (const track of started.getTracks()) track.stop();
        return;
      }
      stream = started;
      for (const track of started.getVideoTracks()) {
        // The camera was unplugged or taken by the system: the stream ends under the page.
        track.addEventListener('ended', () => {
          if (current === run) fail('protocolFailed');
        });
      }
      stage.video.srcObject = started;
      await stage.video.play().catch(() => undefined);
      const tracker = await trackerFor(current);
      if (!tracker) return;
      callbacks.onStatus('searching');
      await trackVideo(tracker, current);
    },

    async showPhoto(image) {
      stopCamera();
      resetTracking();
      const current = run;
      if (!readyOverlay()) return;
      const tracker = await trackerFor(current);
      if (!tracker) return;
      sizeTo(image.naturalWidth, image.naturalHeight);
      const mesh = await tracker.detect(image);
      if (current !== run) return;
      const pose = mesh && facePose(mesh);
      if (!pose) return fail('detectionFailed');
      callbacks.onStatus('photo');
      found(pose, Number.POSITIVE_INFINITY);
      draw(pose);
    },

    setFrame(frame, variant) {
      shown = { frame, variant };
      if (overlay && applyFrame(overlay)) draw(lastPose);
    },

    setGlassesVisible(visible) {
      glassesVisible = visible;
      overlay?.setVisible(visible);
      draw(lastPose);
    },

    record() {
      if (!stream || recording) return false;
      const refusal = recordingRefusal(lastPose);
      if (refusal) {
        fail(refusal);
        return false;
      }
      recorded = [];
      recording = new HeadTurnRecording(performance.now(), RECORD_DURATION_MS);
      callbacks.onStatus('recording');
      return true;
    },

    async recordedPictures() {
      if (!overlay) return [];
      // Drawn at once, so a frame switched meanwhile cannot get into these pictures; encoded after.
      const pictures: HTMLCanvasElement[] = [];
      overlay.setVisible(true);
      for (const { picture, pose } of recorded) {
        sizeTo(picture.width, picture.height);
        overlay.place(frameTransform(pose));
        overlay.render();
        pictures.push(composedPicture(picture, stage.canvas));
      }
      overlay.setVisible(glassesVisible);
      draw(undefined);
      return Promise.all(pictures.map(jpegOf));
    },

    deleteRecording() {
      recorded = [];
    },

    stop: stopCamera,

    dispose() {
      stopCamera();
      overlay?.dispose();
    },
  };
}
