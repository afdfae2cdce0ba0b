/** The shape of a legal page (privacy, terms, agreement): title, date, lead and sections. */

/** One section of a legal page: a heading and its paragraphs. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** Shown under the title. */
  updated: string;
  lead: string;
  sections: LegalSection[];
}
