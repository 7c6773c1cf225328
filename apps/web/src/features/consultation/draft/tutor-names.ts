/**
 * The tutor's name typed for each consultation started in this tab, in page memory only (docs/privacy.md):
 * the device's copy of a recording, which holds it for redaction, is deleted once everything is
 * transcribed, but the documents still need it to prefill the responsável. A reload or sign-out forgets it.
 */
const names = new Map<string, string>();

export function rememberTutorName(consultationId: string, tutorName: string | undefined): void {
  if (tutorName) names.set(consultationId, tutorName);
}

export function tutorNameOf(consultationId: string): string | undefined {
  return names.get(consultationId);
}

export function forgetTutorNames(): void {
  names.clear();
}
