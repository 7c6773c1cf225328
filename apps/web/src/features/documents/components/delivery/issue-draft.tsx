import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** The responsável's details as typed on the issue form (CPF masked). */
export interface IssueDraft {
  responsavelNome: string;
  responsavelCpf: string;
  responsavelEndereco: string;
}

const EMPTY: IssueDraft = { responsavelNome: '', responsavelCpf: '', responsavelEndereco: '' };

interface IssueDraftValue {
  draft: IssueDraft;
  setDraft: (next: IssueDraft) => void;
}

const IssueDraftContext = createContext<IssueDraftValue | null>(null);

/**
 * Typed once for the receita and the atestados of the same visit: kept in this page's memory only, gone
 * when the vet leaves it — never in storage, never sent except inside the document being issued (GUIDE §6).
 */
export function IssueDraftProvider({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<IssueDraft>(EMPTY);
  const value = useMemo(() => ({ draft, setDraft }), [draft]);
  return <IssueDraftContext value={value}>{children}</IssueDraftContext>;
}

export function useIssueDraft(): IssueDraftValue {
  const value = useContext(IssueDraftContext);
  if (!value) throw new Error('useIssueDraft outside IssueDraftProvider');
  return value;
}
