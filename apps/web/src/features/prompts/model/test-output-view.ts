import {
  buildDocumentView,
  type DocumentBlock,
  type DocumentField,
  type DocumentIssuer,
  type DocumentType,
  type Patient,
  patientFields,
} from '@vetvoz/domain';

/**
 * buildDocumentView needs an issuer, but a prompt test only shows the body and the animal: the
 * issuer's lines (name, CRMV, signature) are never read from the view built here.
 */
const UNUSED_ISSUER: DocumentIssuer = { name: '-', crmv: { number: '0', uf: 'SP' } };

export interface TestOutputView {
  /**
   * What the model added to the animal's identification (pelagem, sinais particulares, microchip); the
   * registered data is the same on both sides and shown once, above the results.
   */
  identification: DocumentField[];
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
    return { identification: view.patient.slice(patientFields(patient).length), blocks: view.blocks };
  } catch {
    return null;
  }
}
