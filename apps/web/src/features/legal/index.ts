// What other features may use from legal (the sign-up form shows the texts in a dialog).
export { useLegalDocument } from './api/use-legal-documents.ts';
export { LegalDocumentView } from './components/legal-document-view.tsx';
