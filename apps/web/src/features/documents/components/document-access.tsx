import { parseCrmv } from '@vetvoz/domain';
import { createContext, type ReactNode, useContext } from 'react';
import type { SheetIssuer } from '../model/sheet-view.ts';

/**
 * Whose documents these are. The author edits, issues and sends them; a unit's owner or admin reading a
 * member's consultation only reads them and may keep a copy for the prontuário, signed by the author
 * (docs/decisions/034-core-flow-second-pass.md). The server enforces the same.
 */
export interface DocumentAccess {
  readOnly: boolean;
  /** The vet who recorded the consultation and signs its documents; known when reading another's. */
  author: { name: string; crmv: string } | null;
}

const AUTHOR_ACCESS: DocumentAccess = { readOnly: false, author: null };
const DocumentAccessContext = createContext<DocumentAccess>(AUTHOR_ACCESS);

export function DocumentAccessProvider({ value, children }: { value: DocumentAccess; children: ReactNode }) {
  return <DocumentAccessContext value={value}>{children}</DocumentAccessContext>;
}

export function useDocumentAccess(): DocumentAccess {
  return useContext(DocumentAccessContext);
}

/** The author as the sheet's header shows them to a reader: never the reader's own name. */
export function authorIssuer(author: { name: string; crmv: string }): SheetIssuer {
  const crmv = parseCrmv(author.crmv);
  return {
    issuer: { name: author.name, crmv: crmv ?? { number: author.crmv || '—', uf: 'SP' } },
    crmvText: crmv ? null : author.crmv.trim() ? `CRMV ${author.crmv.trim()}` : 'CRMV não informado',
  };
}
