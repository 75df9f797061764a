import { describe, expect, it } from 'vitest';
import formats from '../../../../apps/sandbox/services/storage/data/about-formats.json';
import { defaultExportType, exportFormat, isGoogleType } from '../../../../src-shared/storage/export-formats';

describe('export formats', () => {
  it('names every format about.exportFormats lists, with an extension', () => {
    for (const targets of Object.values(formats.exportFormats as Record<string, string[]>))
      for (const target of targets) {
        const format = exportFormat(target);
        expect(format.label, target).not.toBe(target);
        expect(format.extension, target).toMatch(/^[a-z]+$/);
      }
  });

  it('names an unknown format by its type, with no extension', () => {
    expect(exportFormat('application/x-new')).toEqual({ label: 'application/x-new', extension: '' });
  });

  it('gives each type a folder download exports a default the service offers for it', () => {
    const offered = formats.exportFormats as Record<string, string[]>;
    for (const type of Object.keys(offered)) {
      const target = defaultExportType(type);
      if (target) expect(offered[type], type).toContain(target);
    }
    expect(defaultExportType('application/vnd.google-apps.document')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(defaultExportType('application/vnd.google-apps.form')).toBeUndefined();
  });

  it('tells Docs Editors types from files with bytes', () => {
    expect(isGoogleType('application/vnd.google-apps.spreadsheet')).toBe(true);
    expect(isGoogleType('application/pdf')).toBe(false);
  });
});
