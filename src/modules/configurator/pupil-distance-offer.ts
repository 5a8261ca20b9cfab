/**
 * A pupillary distance offered to the lens configurator by another part of the page (the try-on's estimate).
 * The two live in separate client islands, so they meet here: an offer goes to the configurator at once when
 * it is open, or waits for it to open; whoever takes it consumes it.
 */
import { RANGES } from './prescription';

type Taker = (millimetres: number) => void;

let waiting: number | undefined;
let taker: Taker | undefined;

/** Whether the configurator's PD field can take this value (its range, to the half millimetre). */
export const offerablePupilDistance = (millimetres: number) =>
  millimetres >= RANGES.pd.min &&
  millimetres <= RANGES.pd.max &&
  Number.isInteger(Math.round(millimetres * 1e6) / 1e6 / RANGES.pd.step);

/** Offers a PD to the configurator; false (and nothing offered) when its field cannot take the value. */
export function offerPupilDistance(millimetres: number): boolean {
  if (!offerablePupilDistance(millimetres)) return false;
  if (taker) taker(millimetres);
  else waiting = millimetres;
  return true;
}

/** The configurator takes offers while it is open; the returned function ends that. */
export function takePupilDistanceOffers(take: Taker): () => void {
  taker = take;
  if (waiting !== undefined) {
    take(waiting);
    waiting = undefined;
  }
  return () => {
    if (taker === take) taker = undefined;
  };
}
