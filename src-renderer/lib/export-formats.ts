// The export formats' names and extensions, and which files are Docs Editors files, for the Storage page.
export { exportFormat, isGoogleType } from '../../src-shared/storage/export-formats';
