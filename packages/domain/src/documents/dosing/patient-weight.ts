import { findNumberMentions } from '../grounding/mentions.ts';
import { foldText } from '../text-fold.ts';

export interface KnownWeight {
  kg: number;
  /** Typed in the patient's data, or said in the consultation. */
  from: 'patient' | 'transcript';
}

const WEIGHT_CUES = /(\bpes[oa]\b|pesando|pesou|balanca|esta com|ta com)[^.!?]{0,16}$/;

/**
 * The animal's weight: the patient data's, or one said in the consultation ("está pesando doze quilos").
 * A weight in kg said right after a weighing cue wins; otherwise the only kg value said, if there is one.
 * Two different values and no cue → none (a bag of ração is weighed in kg, too).
 */
export function knownWeight(
  patientWeightKg: number | undefined,
  transcript: string | undefined,
): KnownWeight | null {
  if (patientWeightKg !== undefined && patientWeightKg > 0) return { kg: patientWeightKg, from: 'patient' };
  if (!transcript) return null;
  const kgMentions = findNumberMentions(transcript).filter((m) => m.unit === 'kg' && m.value > 0);
  const cued = kgMentions.filter((m) =>
    WEIGHT_CUES.test(foldText(transcript.slice(Math.max(0, m.start - 40), m.start)).trimEnd()),
  );
  const pick = cued.length > 0 ? cued : kgMentions;
  const values = new Set(pick.map((m) => m.value));
  const last = pick.at(-1);
  // The last weighing said wins when there were several cued ones ("pesava 10, agora pesa 12").
  if (cued.length > 0 && last) return { kg: last.value, from: 'transcript' };
  if (values.size === 1 && last) return { kg: last.value, from: 'transcript' };
  return null;
}
