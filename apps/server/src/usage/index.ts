/**
 * The usage capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside usage/ import each other directly.
 */
export {
  countPlaces,
  countPlacesEach,
  personalPlaces,
  placesTaken,
  trialPlaces,
  unitPlaces,
} from './places.ts';
export {
  countAndMeterSegment,
  countConsultation,
  countConsultationsUsed,
  lockQuotas,
  meterAudioSeconds,
} from './usage.ts';
