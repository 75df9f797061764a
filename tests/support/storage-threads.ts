// A comment thread and a reply as the contract carries them, for tests of what is done with them.
import type { StorageComment, StorageReply } from '../../src-shared/contract/schemas/storage-details';

export const sampleReply = (overrides: Partial<StorageReply> = {}): StorageReply => ({
  id: 'r',
  author: { name: 'Grace Visitor', me: false },
  createdTime: null,
  modifiedTime: null,
  content: 'Yes',
  action: null,
  deleted: false,
  ...overrides,
});

export const sampleThread = (overrides: Partial<StorageComment> = {}): StorageComment => ({
  id: 'c',
  author: { name: 'Ada Operator', me: true },
  createdTime: null,
  modifiedTime: null,
  content: 'Why?',
  quotedText: null,
  anchor: null,
  resolved: false,
  deleted: false,
  replies: [],
  ...overrides,
});
