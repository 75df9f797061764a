import { describe, expect, it } from 'vitest';
import { attachmentProblem, messageParts } from '@/features/chat/utils/attachments';

describe('messageParts', () => {
  it('sends the text, then each inline image, then each Files API file as a fileData part', () => {
    const parts = messageParts({
      text: 'What do these show?',
      attachments: [{ name: 'a.png', mimeType: 'image/png', data: 'AAAA' }],
      files: [
        {
          name: 'files/abc-123',
          displayName: 'report.pdf',
          mimeType: 'application/pdf',
          uri: 'https://generativelanguage.googleapis.com/v1beta/files/abc-123',
          sizeBytes: 1000,
        },
      ],
    });
    expect(parts).toEqual([
      { text: 'What do these show?' },
      { inlineData: { mimeType: 'image/png', data: 'AAAA' } },
      {
        fileData: {
          mimeType: 'application/pdf',
          fileUri: 'https://generativelanguage.googleapis.com/v1beta/files/abc-123',
        },
      },
    ]);
  });

  it('leaves out blank text, so a file alone is a message', () => {
    const file = { name: 'files/x', displayName: null, mimeType: 'text/plain', uri: 'u', sizeBytes: 1 };
    expect(messageParts({ text: '  ', attachments: [], files: [file] })).toEqual([
      { fileData: { mimeType: 'text/plain', fileUri: 'u' } },
    ]);
  });
});

describe('attachmentProblem', () => {
  it('takes only the image types the service accepts inline', () => {
    expect(attachmentProblem({ name: 'a.png', type: 'image/png', size: 10 }, [])).toBeNull();
    expect(attachmentProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 }, [])).toMatch(/only PNG/);
  });
});
