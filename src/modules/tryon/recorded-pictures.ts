/** The pictures of record mode: stills of the camera, and each still with the frame drawn over it. */

/** A copy of the video's picture as it is now. */
export function stillOf(video: HTMLVideoElement): HTMLCanvasElement {
  const still = document.createElement('canvas');
  still.width = video.videoWidth;
  still.height = video.videoHeight;
  still.getContext('2d')!.drawImage(video, 0, 0);
  return still;
}

/** The still with the drawing over it, mirrored as the live picture is shown (a selfie). */
export function composedPicture(still: HTMLCanvasElement, drawing: HTMLCanvasElement): HTMLCanvasElement {
  const picture = document.createElement('canvas');
  picture.width = still.width;
  picture.height = still.height;
  const context = picture.getContext('2d')!;
  context.translate(still.width, 0);
  context.scale(-1, 1);
  context.drawImage(still, 0, 0);
  context.drawImage(drawing, 0, 0, still.width, still.height);
  return picture;
}

export const jpegOf = (picture: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) =>
    picture.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the picture could not be encoded'))),
      'image/jpeg',
      0.9,
    ),
  );
