import { useEffect } from 'react';
import { forgetPatientDraft, patientDraftOwner } from './patient-draft-store.ts';

/**
 * Called by the app shell with the signed-in user's id: once that user signs out (or another signs in),
 * the patient draft kept in memory, tutor's name included, is dropped.
 */
export function useForgetDraftOnSignOut(userId: string | undefined, loading: boolean): void {
  useEffect(() => {
    if (loading) return;
    const owner = patientDraftOwner();
    if (owner !== undefined && owner !== userId) forgetPatientDraft();
  }, [userId, loading]);
}
