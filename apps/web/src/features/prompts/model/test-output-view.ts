import {
  buildDocumentView,
  type DocumentBlock,
  type DocumentField,
  type DocumentIssuer,
  type DocumentType,
  type Patient,
} from '@vetvoz/domain';

/**
 * buildDocumentView needs an issuer, but a prompt test only shows the body and the animal: the
 * issuer's lines (name, CRMV, signature) are never read from the view built here.
 */
const UNUSED_ISSUER: DocumentIssuer = { name: '-', crmv: { number: '0', uf: 'SP' } };

export interface TestOutputView {
  /** The animal as the document prints it, with what the model identified (pelagem, microchip…). */
  patient: DocumentField[];
  blocks: DocumentBlock[];
}

/**
 * A tested output laid out as the document prints it (the same blocks as the PDF and the copied text),
 * so an admin judges what a vet would get. Null when the content does not fit the type's schema; the
 * page then shows the JSON as it came.
 */
export function testOutputView(
  type: DocumentType,
  content: unknown,
  patient: Patient,
): TestOutputView | null {
  try {
    const view = buildDocumentView({ type, content, patient, vet: UNUSED_ISSUER, date: new Date() });
    return { patient: view.patient, blocks: view.blocks };
  } catch {
    return null;
  }
}
