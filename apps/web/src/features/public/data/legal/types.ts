export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
  table?: { caption: string; rows: ReadonlyArray<{ what: string; why: string; kept: string }> };
  /** Pages of the portal the section points to, shown as links after it. */
  links?: ReadonlyArray<{ label: string; to: string }>;
}

export interface LegalDocument {
  /** The page's <h1>. */
  title: string;
  /** The browser tab title. */
  tabTitle: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const LEGAL_UPDATED = 'November 2026';
