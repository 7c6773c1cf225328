import { useEffect } from 'react';
import { forgetPatientDraft, patientDraftOwner } from './patient-draft-store.ts';
import { forgetTutorNames } from './tutor-names.ts';

/**
 * Called by the app shell with the signed-in user's id: once that user signs out (or another signs in),
 * the patient draft and the tutors' names kept in memory are dropped.
 */
export function useForgetDraftOnSignOut(userId: string | undefined, loading: boolean): void {
  useEffect(() => {
    if (loading) return;
    const owner = patientDraftOwner();
    if (owner !== undefined && owner !== userId) forgetPatientDraft();
    if (!userId) forgetTutorNames();
  }, [userId, loading]);
}
