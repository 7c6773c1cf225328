import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_PATIENT_DRAFT } from '../components/patient-draft.ts';
import { forgetPatientDraft, keepPatientDraft, readPatientDraft } from './patient-draft-store.ts';
import { forgetTutorNames, rememberTutorName, tutorNameOf } from './tutor-names.ts';
import { useForgetDraftOnSignOut } from './use-forget-draft-on-sign-out.ts';

const DRAFT = { ...EMPTY_PATIENT_DRAFT, name: 'Thor', species: 'cao', breed: 'SRD', tutorName: 'Ana Souza' };

afterEach(() => {
  forgetPatientDraft();
  forgetTutorNames();
});

describe('patient draft store', () => {
  it('gives the same user back every field, the tutor name included', () => {
    keepPatientDraft('vet-1', DRAFT);
    expect(readPatientDraft('vet-1')).toEqual(DRAFT);
  });

  it('never gives one user the draft of another, nor a signed-out visitor', () => {
    keepPatientDraft('vet-1', DRAFT);
    expect(readPatientDraft('vet-2')).toEqual(EMPTY_PATIENT_DRAFT);
    expect(readPatientDraft(undefined)).toEqual(EMPTY_PATIENT_DRAFT);
  });

  it('is empty once forgotten (a consultation started from it)', () => {
    keepPatientDraft('vet-1', DRAFT);
    forgetPatientDraft();
    expect(readPatientDraft('vet-1')).toEqual(EMPTY_PATIENT_DRAFT);
  });

  it('keeps nothing in browser storage', () => {
    keepPatientDraft('vet-1', DRAFT);
    const stored = [...Object.values(window.localStorage), ...Object.values(window.sessionStorage)].join(' ');
    expect(stored).not.toContain('Ana Souza');
  });

  it('is dropped when its owner signs out, and kept while the session is still loading', () => {
    keepPatientDraft('vet-1', DRAFT);
    const { rerender } = renderHook(({ user, loading }) => useForgetDraftOnSignOut(user, loading), {
      initialProps: { user: 'vet-1' as string | undefined, loading: false },
    });
    rerender({ user: undefined, loading: true });
    expect(readPatientDraft('vet-1')).toEqual(DRAFT);
    rerender({ user: 'vet-1', loading: false });
    expect(readPatientDraft('vet-1')).toEqual(DRAFT);
    rerender({ user: undefined, loading: false });
    expect(readPatientDraft('vet-1')).toEqual(EMPTY_PATIENT_DRAFT);
  });
});

describe('tutor names of the consultations started in this tab', () => {
  it('keeps each consultation’s tutor for its documents, and nothing for one without', () => {
    rememberTutorName('c-1', 'Ana Souza');
    rememberTutorName('c-2', undefined);
    expect(tutorNameOf('c-1')).toBe('Ana Souza');
    expect(tutorNameOf('c-2')).toBeUndefined();
  });

  it('forgets them all at sign-out', () => {
    rememberTutorName('c-1', 'Ana Souza');
    const { rerender } = renderHook(({ user }) => useForgetDraftOnSignOut(user, false), {
      initialProps: { user: 'vet-1' as string | undefined },
    });
    expect(tutorNameOf('c-1')).toBe('Ana Souza');
    rerender({ user: undefined });
    expect(tutorNameOf('c-1')).toBeUndefined();
  });
});
