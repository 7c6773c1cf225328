import {
  type DocumentRecord,
  ERROR_MESSAGES,
  type IssueDetailField,
  type IssueDocumentInput,
  issueDetailsSchema,
  missingIssueDetails,
  REQUIRED_ISSUE_DETAILS,
  singleLineText,
} from '@vetvoz/domain';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { type FormErrors, useZodForm } from '../../../../lib/use-zod-form.ts';
import { rememberedPlace } from '../../model/issue-place.ts';
import { type IssueDraft, useIssueDraft } from './issue-draft.tsx';
import { issueInput, SAVE_BEFORE_ISSUE_MESSAGE } from './issue-input.ts';

/** What the issue form holds: the visit's draft (mirrored back as typed), the place and the message. */
export interface IssueValues extends IssueDraft {
  place: string;
  message: string;
}

export type IssueBusy = 'submit' | 'share' | null;

/** What a way of sending adds to the checks: its contact fields' rules (e-mail, phone, message). */
export type ContactShape = z.ZodRawShape;

export interface IssueForm {
  formId: string;
  formRef: RefObject<HTMLFormElement | null>;
  record: DocumentRecord;
  values: IssueValues;
  errors: FormErrors<IssueValues>;
  warned: boolean;
  busy: IssueBusy;
  problem: string | null;
  /** The details the law asks for that are still blank, once the vet has been warned. */
  missing: string[];
  set: <K extends keyof IssueValues & string>(field: K, value: IssueValues[K]) => void;
  /** Submits the form; `share` marks the submit that shares a file instead (WhatsApp on phones). */
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  intend: (kind: 'submit' | 'share') => void;
}

const placeSchema = singleLineText().max(120, 'Local longo demais.').optional();

/**
 * Every way of issuing, on the app's one form primitive: the responsável's details this document prints
 * (from the visit's draft, written back as typed), the place and the contact of this way of sending,
 * checked by one schema; one warning about blank legal details before issuing without them; the pending
 * edits saved first. `send` gets the issue payload, the values and which button was pressed.
 */
export function useIssueForm({
  record,
  ensureSaved,
  contact = {},
  check,
  onEdited,
  send,
}: {
  record: DocumentRecord;
  ensureSaved: () => Promise<boolean>;
  contact?: ContactShape;
  /** Rules that depend on the button pressed (the phone matters for the link, not for sharing a file). */
  check?: (values: IssueValues, kind: 'submit' | 'share') => FormErrors<IssueValues>;
  onEdited?: () => void;
  send: (input: IssueDocumentInput, values: IssueValues, kind: 'submit' | 'share') => Promise<void>;
}): IssueForm {
  const formId = useId();
  const { draft, setDraft } = useIssueDraft();
  const [warned, setWarned] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<IssueBusy>(null);
  const intent = useRef<'submit' | 'share'>('submit');
  const required = REQUIRED_ISSUE_DETAILS[record.type];
  const mask = Object.fromEntries(required.map((field) => [field, true])) as Partial<
    Record<IssueDetailField, true>
  >;
  const schema = issueDetailsSchema.pick(mask).extend({ place: placeSchema, ...contact });

  const form = useZodForm<IssueValues>({
    initialValues: { ...draft, place: rememberedPlace(), message: '' },
    schema,
    validate: (values) => check?.(values, intent.current) ?? {},
    async onSubmit(values) {
      const kind = intent.current;
      intent.current = 'submit';
      const input = issueInput(record.type, values, values.place);
      const lacking = missingIssueDetails(record.type, issueDetailsSchema.safeParse(input.issue ?? {}).data);
      if (!warned && lacking.length > 0) {
        setWarned(true);
        return;
      }
      setBusy(kind);
      setProblem(null);
      try {
        if (!(await ensureSaved())) {
          setProblem(SAVE_BEFORE_ISSUE_MESSAGE);
          return;
        }
        await send(input, values, kind);
      } finally {
        setBusy(null);
      }
    },
    onFailure: (error) =>
      setProblem(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.INTERNAL),
  });

  const set: IssueForm['set'] = (field, value) => {
    form.set(field, value);
    if (field in draft) setDraft({ ...draft, [field]: value });
    if (field in mask) setWarned(false);
    setProblem(null);
    onEdited?.();
  };

  const missing = warned
    ? missingIssueDetails(
        record.type,
        issueDetailsSchema.safeParse(issueInput(record.type, form.values, form.values.place).issue ?? {})
          .data,
      )
    : [];

  return {
    formId,
    formRef: form.formRef,
    record,
    values: form.values,
    errors: form.errors,
    warned,
    busy: busy ?? (form.submitting ? 'submit' : null),
    problem,
    missing,
    set,
    handleSubmit: (event) => void form.handleSubmit(event),
    intend: (kind) => {
      intent.current = kind;
    },
  };
}
