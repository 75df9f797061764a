// The formats Docs Editors files export to (the types about.exportFormats lists): a name people know and the
// extension the saved file gets. Main names exported files with it; the page lists the formats by it.

export interface ExportFormat {
  label: string;
  extension: string;
}

const FORMATS: Record<string, ExportFormat> = {
  'application/pdf': { label: 'PDF document', extension: 'pdf' },
  'text/plain': { label: 'Plain text', extension: 'txt' },
  'text/html': { label: 'Web page (HTML)', extension: 'html' },
  'application/zip': { label: 'Web page (HTML, zipped)', extension: 'zip' },
  'application/rtf': { label: 'Rich Text Format', extension: 'rtf' },
  'application/epub+zip': { label: 'EPUB publication', extension: 'epub' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    label: 'Microsoft Word',
    extension: 'docx',
  },
  'application/vnd.oasis.opendocument.text': { label: 'OpenDocument text', extension: 'odt' },
  'text/csv': { label: 'Comma-separated values (first sheet)', extension: 'csv' },
  'text/tab-separated-values': { label: 'Tab-separated values (first sheet)', extension: 'tsv' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    label: 'Microsoft Excel',
    extension: 'xlsx',
  },
  'application/vnd.oasis.opendocument.spreadsheet': { label: 'OpenDocument spreadsheet', extension: 'ods' },
  'application/x-vnd.oasis.opendocument.spreadsheet': {
    label: 'OpenDocument spreadsheet (older type)',
    extension: 'ods',
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    label: 'Microsoft PowerPoint',
    extension: 'pptx',
  },
  'application/vnd.oasis.opendocument.presentation': { label: 'OpenDocument presentation', extension: 'odp' },
  'image/svg+xml': { label: 'SVG image', extension: 'svg' },
  'image/png': { label: 'PNG image', extension: 'png' },
  'image/jpeg': { label: 'JPEG image', extension: 'jpg' },
  'application/vnd.google-apps.script+json': { label: 'Apps Script project (JSON)', extension: 'json' },
};

/** A format's name and extension; one the list does not know is named by its type, with no extension. */
export function exportFormat(mimeType: string): ExportFormat {
  return FORMATS[mimeType] ?? { label: mimeType, extension: '' };
}

/**
 * What a folder download makes of each Docs Editors type: the office format where there is one, PDF for the
 * visual types. Types left out (forms, sites, maps…) have no file worth saving and are skipped with a note.
 */
const FOLDER_DEFAULTS: Record<string, string> = {
  'application/vnd.google-apps.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.google-apps.spreadsheet':
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.google-apps.presentation':
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.google-apps.drawing': 'application/pdf',
  'application/vnd.google-apps.jam': 'application/pdf',
  'application/vnd.google-apps.script': 'application/vnd.google-apps.script+json',
};

export const defaultExportType = (docsType: string): string | undefined => FOLDER_DEFAULTS[docsType];

/** Docs Editors files (and folders, shortcuts…) have no bytes of their own: they are exported, if at all. */
export const isGoogleType = (mimeType: string): boolean =>
  mimeType.startsWith('application/vnd.google-apps.');
