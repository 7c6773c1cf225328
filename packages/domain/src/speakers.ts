import { z } from 'zod';

/**
 * Who said each paragraph of a transcript (docs/decisions/046-speaker-labels.md). A role, never a name:
 * the labels travel with the redacted transcript and must not undo the anonymiser.
 */
export const SPEAKER_ROLES = ['veterinario', 'tutor', 'outro'] as const;
export type SpeakerRole = (typeof SPEAKER_ROLES)[number];

export const SPEAKER_ROLE_LABELS: Record<SpeakerRole, string> = {
  veterinario: 'Veterinário(a)',
  tutor: 'Tutor',
  outro: 'Outro',
};

/**
 * Where a label came from: the speech vendor's diarisation (its speakers mapped to roles), the content
 * (rules and the text model), or the vet, who has the last word.
 */
export const SPEAKER_SOURCES = ['vendor', 'model', 'vet'] as const;
export type SpeakerSource = (typeof SPEAKER_SOURCES)[number];

export const speakerLabelSchema = z.object({
  role: z.enum(SPEAKER_ROLES),
  source: z.enum(SPEAKER_SOURCES),
});
export type SpeakerLabel = z.infer<typeof speakerLabelSchema>;

/** The most paragraphs one transcript is labelled in; the rest read unlabelled. */
export const MAX_LABELLED_PARAGRAPHS = 2000;

/** PUT /api/consultations/:id/speakers: the vet says who said one paragraph. */
export const setSpeakerSchema = z.object({
  paragraph: z
    .number('Parágrafo inválido.')
    .int('Parágrafo inválido.')
    .min(0, 'Parágrafo inválido.')
    .max(MAX_LABELLED_PARAGRAPHS - 1, 'Parágrafo inválido.'),
  role: z.enum(SPEAKER_ROLES, 'Escolha Veterinário(a), Tutor ou Outro.'),
});
export type SetSpeakerInput = z.input<typeof setSpeakerSchema>;

/**
 * The transcript's paragraphs: text between blank lines. A speaker's turn is one paragraph; a single line
 * break the vet types stays inside its paragraph.
 */
export function transcriptParagraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** Paragraphs joined back as the transcript stores them. */
export function joinParagraphs(paragraphs: readonly string[]): string {
  return paragraphs.join('\n\n');
}

/**
 * The transcript as the text model reads it for a document: each labelled paragraph after its role in
 * brackets ("[Tutor] …"), so what the tutor reported and what the vet found can be told apart.
 */
export function labelledTranscript(text: string, labels: readonly SpeakerLabel[]): string {
  const paragraphs = transcriptParagraphs(text);
  if (labels.length === 0) return text.trim();
  return joinParagraphs(
    paragraphs.map((paragraph, i) => {
      const label = labels[i];
      return label ? `[${SPEAKER_ROLE_LABELS[label.role]}] ${paragraph}` : paragraph;
    }),
  );
}
