/** The configurator's browser-side parts for other modules' client components (the index holds server code). */
export { offerPupilDistance, offerablePupilDistance } from './pupil-distance-offer';
