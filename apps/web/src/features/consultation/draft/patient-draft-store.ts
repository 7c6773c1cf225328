import { EMPTY_PATIENT_DRAFT, type PatientDraft } from '../components/patient-draft.ts';

/**
 * The patient form as the vet left it, kept while they visit another page and come back. In this
 * module's memory only — never localStorage, sessionStorage or IndexedDB — because it holds the
 * tutor's name (docs/privacy.md): a reload, a sign-out or starting the consultation forgets it.
 */

let kept: { userId: string; draft: PatientDraft } | undefined;

/** The kept draft of this user, or an empty one. */
export function readPatientDraft(userId: string | undefined): PatientDraft {
  return kept && userId && kept.userId === userId ? kept.draft : EMPTY_PATIENT_DRAFT;
}

export function keepPatientDraft(userId: string | undefined, draft: PatientDraft): void {
  if (!userId) return;
  const empty = Object.values(draft).every((value) => value.trim() === '');
  kept = empty ? undefined : { userId, draft };
}

/** A consultation started from the draft, or its owner signed out: nothing of it stays. */
export function forgetPatientDraft(): void {
  kept = undefined;
}

/** Whose draft is kept, if any (the header forgets it when that user is no longer signed in). */
export function patientDraftOwner(): string | undefined {
  return kept?.userId;
}
