/** A legal text (terms, privacy policy) as structured data, rendered by the web app's pages and modals. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last change. */
  updatedAt: string;
  intro: string;
  sections: LegalSection[];
}

export interface LegalContacts {
  /** General and support contact (cancellation by e-mail, questions). */
  contactEmail: string;
  /** Data-protection contact (encarregado / DPO). Defaults to the general contact. */
  privacyEmail?: string;
}
