import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { DeliveryChannel } from '../../model/sent-mark.ts';

export type { DeliveryChannel };

/** The responsável's details as typed in the panel (CPF and phone masked). */
export interface IssueDraft {
  responsavelNome: string;
  responsavelCpf: string;
  responsavelEndereco: string;
  /** The tutor's WhatsApp, used for the wa.me link only. */
  telefone: string;
  /** The tutor's e-mail, used for the send only. */
  email: string;
}

/** How and when a document left during this visit: shown beside it, gone with the page. */
export interface SentMark {
  channel: DeliveryChannel;
  at: Date;
}

const EMPTY: IssueDraft = {
  responsavelNome: '',
  responsavelCpf: '',
  responsavelEndereco: '',
  telefone: '',
  email: '',
};

interface IssueDraftValue {
  draft: IssueDraft;
  setDraft: (next: IssueDraft) => void;
  sent: Readonly<Record<string, SentMark>>;
  markSent: (documentIds: readonly string[], channel: DeliveryChannel) => void;
  /** The vet chose to issue without an establishment: asked once per visit, not before every receita. */
  establishmentNudgeDismissed: boolean;
  dismissEstablishmentNudge: () => void;
  /** The animal's name, for the messages and the tutor's page ('' when not known). */
  patientName: string;
}

const IssueDraftContext = createContext<IssueDraftValue | null>(null);

/**
 * Typed once per visit and used by every delivery: kept in this page's memory only, gone when the vet
 * leaves it — never in storage, never sent except inside the document being issued (docs/privacy.md).
 * `initialName` is the tutor's name from the patient block, offered as the responsável's.
 */
export function IssueDraftProvider({
  children,
  initialName,
  patientName = '',
}: {
  children: ReactNode;
  initialName?: string;
  patientName?: string;
}) {
  const [draft, setDraft] = useState<IssueDraft>(() => ({ ...EMPTY, responsavelNome: initialName ?? '' }));
  // The tutor's name may be typed in the patient block after the documents appear: it follows along
  // until the vet writes another name here.
  const [offeredName, setOfferedName] = useState(initialName ?? '');
  if ((initialName ?? '') !== offeredName) {
    setOfferedName(initialName ?? '');
    if (draft.responsavelNome === offeredName) setDraft({ ...draft, responsavelNome: initialName ?? '' });
  }
  const [sent, setSent] = useState<Record<string, SentMark>>({});
  const markSent = useCallback((documentIds: readonly string[], channel: DeliveryChannel) => {
    const at = new Date();
    setSent((current) => {
      const next = { ...current };
      for (const id of documentIds) next[id] = { channel, at };
      return next;
    });
  }, []);
  const [establishmentNudgeDismissed, setNudgeDismissed] = useState(false);
  const dismissEstablishmentNudge = useCallback(() => setNudgeDismissed(true), []);
  const value = useMemo(
    () => ({
      draft,
      setDraft,
      sent,
      markSent,
      establishmentNudgeDismissed,
      dismissEstablishmentNudge,
      patientName,
    }),
    [draft, sent, markSent, establishmentNudgeDismissed, dismissEstablishmentNudge, patientName],
  );
  return <IssueDraftContext value={value}>{children}</IssueDraftContext>;
}

export function useIssueDraft(): IssueDraftValue {
  const value = useContext(IssueDraftContext);
  if (!value) throw new Error('useIssueDraft outside IssueDraftProvider');
  return value;
}
