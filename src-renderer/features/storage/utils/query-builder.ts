import { quoted } from './search-query';

/** What the search builder asks for; an empty field adds nothing to the query. */
export interface SearchCriteria {
  name: string;
  fullText: string;
  type: FileType | '';
  owner: string;
  /** `YYYY-MM-DD`, the start of the day in UTC. */
  modifiedAfter: string;
  modifiedBefore: string;
  starred: boolean;
  sharedWithMe: boolean;
  trash: 'exclude' | 'include' | 'only';
}

export const EMPTY_CRITERIA: SearchCriteria = {
  name: '',
  fullText: '',
  type: '',
  owner: '',
  modifiedAfter: '',
  modifiedBefore: '',
  starred: false,
  sharedWithMe: false,
  trash: 'exclude',
};

/** The types offered, each as the `q` term that picks it. */
export const FILE_TYPES = {
  folder: { label: 'Folders', term: "mimeType = 'application/vnd.google-apps.folder'" },
  document: { label: 'Documents', term: "mimeType = 'application/vnd.google-apps.document'" },
  spreadsheet: { label: 'Spreadsheets', term: "mimeType = 'application/vnd.google-apps.spreadsheet'" },
  presentation: { label: 'Presentations', term: "mimeType = 'application/vnd.google-apps.presentation'" },
  pdf: { label: 'PDFs', term: "mimeType = 'application/pdf'" },
  image: { label: 'Images', term: "mimeType contains 'image/'" },
  text: { label: 'Text files', term: "mimeType contains 'text/'" },
} as const;
export type FileType = keyof typeof FILE_TYPES;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The `q` the criteria make, terms joined by `and` (research google.md §3.2); empty when nothing is asked. */
export function buildQuery(criteria: SearchCriteria): string {
  const terms: string[] = [];
  if (criteria.name.trim()) terms.push(`name contains ${quoted(criteria.name.trim())}`);
  if (criteria.fullText.trim()) terms.push(`fullText contains ${quoted(criteria.fullText.trim())}`);
  if (criteria.type) terms.push(FILE_TYPES[criteria.type].term);
  if (criteria.owner.trim()) terms.push(`${quoted(criteria.owner.trim())} in owners`);
  if (DAY.test(criteria.modifiedAfter)) terms.push(`modifiedTime >= '${criteria.modifiedAfter}T00:00:00Z'`);
  if (DAY.test(criteria.modifiedBefore)) terms.push(`modifiedTime < '${criteria.modifiedBefore}T00:00:00Z'`);
  if (criteria.starred) terms.push('starred = true');
  if (criteria.sharedWithMe) terms.push('sharedWithMe = true');
  if (terms.length === 0) return '';
  if (criteria.trash === 'exclude') terms.push('trashed = false');
  if (criteria.trash === 'only') terms.push('trashed = true');
  return terms.join(' and ');
}
