import {
  type DocumentRecord,
  ERROR_MESSAGES,
  type IssueDetailField,
  type IssueDocumentInput,
  issueDocumentSchema,
  missingIssueDetails,
} from '@vetvoz/domain';
import { type FormEvent, useId, useState } from 'react';
import { rememberedPlace } from '../../model/issue-place.ts';
import { useIssueDraft } from './issue-draft.tsx';
import { type IssueErrors, issueInput, SAVE_BEFORE_ISSUE_MESSAGE } from './issue-input.ts';

export type IssueBusy = 'submit' | 'share' | null;

/** What a way of sending adds to the checks: its contact field's errors, given the payload. */
export type ContactCheck = (input: IssueDocumentInput) => IssueErrors;

export interface IssueForm {
  formId: string;
  record: DocumentRecord;
  draft: ReturnType<typeof useIssueDraft>['draft'];
  place: string;
  errors: IssueErrors;
  warned: boolean;
  busy: IssueBusy;
  problem: string | null;
  /** The details the law asks for that are still blank, once the vet has been warned. */
  missing: string[];
  updateDraft: (field: IssueDetailField, value: string) => void;
  changePlace: (value: string) => void;
  clearError: (field: keyof IssueErrors) => void;
  validate: (contact?: ContactCheck) => IssueDocumentInput | null;
  run: (kind: 'submit' | 'share', action: () => Promise<void>) => Promise<void>;
  submitWith: (
    contact: ContactCheck | undefined,
    send: (input: IssueDocumentInput) => Promise<void>,
  ) => (event: FormEvent) => void;
}

/**
 * The state every way of issuing shares: the responsável's details (typed once per visit), the place,
 * the checks with their one warning about blank legal details, and the busy and failure states.
 * `onEdited` runs when the vet changes anything that goes into the document.
 */
export function useIssueForm({
  record,
  ensureSaved,
  onEdited,
}: {
  record: DocumentRecord;
  ensureSaved: () => Promise<boolean>;
  onEdited?: () => void;
}): IssueForm {
  const formId = useId();
  const { draft, setDraft } = useIssueDraft();
  const [place, setPlace] = useState(rememberedPlace);
  const [errors, setErrors] = useState<IssueErrors>({});
  const [warned, setWarned] = useState(false);
  const [busy, setBusy] = useState<IssueBusy>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const edited = () => {
    onEdited?.();
    setProblem(null);
  };
  const updateDraft = (field: IssueDetailField, value: string) => {
    setDraft({ ...draft, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
    setWarned(false);
    edited();
  };
  const changePlace = (value: string) => {
    setPlace(value);
    edited();
  };
  const clearError = (field: keyof IssueErrors) =>
    setErrors((current) => ({ ...current, [field]: undefined }));

  /** Checks the form; returns the payload, or null after showing what is wrong. */
  function validate(contact?: ContactCheck): IssueDocumentInput | null {
    const input = issueInput(record.type, draft, place);
    const found: IssueErrors = {};
    const base = issueDocumentSchema.safeParse(input);
    if (!base.success) {
      for (const issue of base.error.issues) {
        const key = issue.path.at(-1);
        if (typeof key === 'string') found[key as keyof IssueErrors] ??= issue.message;
      }
    }
    if (contact) {
      for (const [key, message] of Object.entries(contact(input))) {
        found[key as keyof IssueErrors] ??= message;
      }
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      const first = Object.keys(found)[0];
      if (first) window.document.getElementById(`${formId}-${first}`)?.focus();
      return null;
    }
    if (!warned && base.success && missingIssueDetails(record.type, base.data.issue).length > 0) {
      setWarned(true);
      return null;
    }
    return input;
  }

  async function run(kind: 'submit' | 'share', action: () => Promise<void>) {
    setBusy(kind);
    setProblem(null);
    try {
      if (!(await ensureSaved())) {
        setProblem(SAVE_BEFORE_ISSUE_MESSAGE);
        return;
      }
      await action();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.INTERNAL);
    } finally {
      setBusy(null);
    }
  }

  const submitWith: IssueForm['submitWith'] = (contact, send) => (event) => {
    event.preventDefault();
    if (busy) return;
    const input = validate(contact);
    if (!input) return;
    void run('submit', () => send(input));
  };

  const missing = warned
    ? missingIssueDetails(
        record.type,
        issueDocumentSchema.safeParse(issueInput(record.type, draft, place)).data?.issue,
      )
    : [];

  return {
    formId,
    record,
    draft,
    place,
    errors,
    warned,
    busy,
    problem,
    missing,
    updateDraft,
    changePlace,
    clearError,
    validate,
    run,
    submitWith,
  };
}
