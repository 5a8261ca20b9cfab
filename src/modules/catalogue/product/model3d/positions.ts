/** The 3D model slider's positions: as many as turns of the model, position 1 facing the shopper. */
export const MODEL_POSITIONS = 12;

/** Degrees the model is turned at a position (1…MODEL_POSITIONS). */
export function positionAngle(position: number): number {
  return ((position - 1) * 360) / MODEL_POSITIONS;
}
