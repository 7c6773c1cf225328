import type { SpeakerRole } from '@vetvoz/domain';
import { type RoleScore, scoreRole, splitSentences } from './role-cues.ts';

/**
 * Which role each of a segment's vendor speakers (A, B…) plays. The vendor only tells voices apart; the
 * content says who examines and prescribes (the vet), who reports (the tutor). With one voice it is the
 * vet dictating unless the tutor's cues win; with more, the voice most like the vet is the vet, the one
 * most like a tutor the tutor, any other "Outro".
 */
export function mapVendorSpeakers(
  turns: readonly { speaker: string; text: string }[],
): Map<string, SpeakerRole> {
  const scores = new Map<string, RoleScore>();
  for (const turn of turns) {
    const total = scores.get(turn.speaker) ?? { vet: 0, tutor: 0 };
    for (const sentence of splitSentences(turn.text)) {
      const score = scoreRole(sentence);
      total.vet += score.vet;
      total.tutor += score.tutor;
    }
    scores.set(turn.speaker, total);
  }
  const roles = new Map<string, SpeakerRole>();
  const speakers = [...scores.keys()];
  if (speakers.length === 1) {
    const only = speakers[0] as string;
    const score = scores.get(only) as RoleScore;
    roles.set(only, score.tutor > score.vet ? 'tutor' : 'veterinario');
    return roles;
  }
  const margin = (speaker: string) => {
    const score = scores.get(speaker) as RoleScore;
    return score.vet - score.tutor;
  };
  // Ties keep the vendor's order: the first voice heard is the vet's more often than not (they open).
  const byVet = [...speakers].sort((a, b) => margin(b) - margin(a));
  const vet = byVet[0] as string;
  const tutor = byVet.at(-1) as string;
  for (const speaker of speakers)
    roles.set(speaker, speaker === vet ? 'veterinario' : speaker === tutor ? 'tutor' : 'outro');
  return roles;
}
