import type { SpeakerRole } from '@vetvoz/domain';

/**
 * Cheap content rules for who is speaking in a consulting room: the vet examines, asks about the history,
 * names findings, drugs and doses; the tutor reports what happened at home and answers. A cue only counts;
 * a sentence with no clear lead is left for the text model (infer-speakers.ts).
 */
const VET_CUES: readonly RegExp[] = [
  /\b(temperatura|frequ[eê]ncia (card[ií]aca|respirat[oó]ria)|mucosas?|tpc|ausculta|palpa[cç][aã]o|linfonodos?|escore corporal|desidrata)/i,
  /\b(normocorad|hipocorad|hipercorad|ict[eé]ric|taquicard|bradicard|sopro|febril|afebril)/i,
  /\b(vou|vamos) (prescrever|passar|receitar|aplicar|pedir|examinar|fazer|coletar|usar|internar|medicar|auscultar|pesar)/i,
  /\b(mg\/kg|miligramas? por quilo|ml\/kg|a cada \S+ horas|de \S+ em \S+ horas|por via (oral|subcut[aâ]nea|intravenosa|intramuscular)|comprimidos? (a cada|por dia|ao dia))/i,
  /\b(hemograma|bioqu[ií]mic|ultrassom|ultrassonografia|radiografia|raio-?x|exame (f[ií]sico|de sangue)|suspeita de|diagn[oó]stico|progn[oó]stico|reavalia|retorno em)/i,
  /\b(desde quando|quantas vezes|h[aá] quanto tempo|ele (tem|teve) (v[oô]mito|diarreia|tosse)\?|est[aá] comendo\?|est[aá] bebendo [aá]gua\?|vacinas? em dia\?)/i,
];

const TUTOR_CUES: readonly RegExp[] = [
  /\b(doutor|doutora|dr\.|dra\.)(?=[\s,?!.]|$)/i,
  /\b(l[aá] em casa|em casa ele|em casa ela|eu (dei|notei|percebi|vi|achei|acho que|trouxe)|a gente (deu|notou|percebeu|viu))/i,
  /\b(meu (cachorro|c[aã]o|gato|filhote|bichinho)|minha (cadela|gata|cachorra))\b/i,
  /\b(desde (ontem|anteontem|segunda|ter[cç]a|quarta|quinta|sexta|s[aá]bado|domingo|a semana passada)|ontem [aà] noite|hoje de manh[aã])\b/i,
  /\b(ele|ela) (vomitou|comeu|parou de|n[aã]o quer|t[aá]|anda|come[cç]ou|ficou)\b/i,
  /\b([eé] grave|quanto (custa|fica)|ele vai ficar bom|tem cura|pode dar banho)\b/i,
];

const SHORT_ANSWER = /^(sim|n[aã]o|isso|aham|uhum|t[aá] bom|claro|certo)\b/i;

export interface RoleScore {
  vet: number;
  tutor: number;
}

/** How much a sentence sounds like the vet and like the tutor. */
export function scoreRole(sentence: string): RoleScore {
  const text = sentence.trim();
  let vet = VET_CUES.filter((cue) => cue.test(text)).length;
  let tutor = TUTOR_CUES.filter((cue) => cue.test(text)).length;
  // In a consulting room most questions are the vet's history-taking; "sim, desde ontem" answers one.
  if (text.endsWith('?') && tutor === 0) vet += 1;
  if (SHORT_ANSWER.test(text) && !text.endsWith('?')) tutor += 1;
  return { vet, tutor };
}

/** The role the rules are sure of, or undefined when the cues tie (or there are none). */
export function ruleRole(score: RoleScore): SpeakerRole | undefined {
  if (score.vet > score.tutor) return 'veterinario';
  if (score.tutor > score.vet) return 'tutor';
  return undefined;
}

/** The transcript's sentences, as said: split after . ! ? … (the speech vendors punctuate). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}
