// The scopes the sandbox's Google-style routes require, as the discovery documents list them.
import { describe, expect, it } from 'vitest';
import { scopesOf } from '../../../../../apps/sandbox/services/api-scopes';
import { INDEXING_V3 } from '../../../../../src-main/services/google/generated/indexing-v3';
import { STORE_V3 } from '../../../../../src-main/services/google/generated/store-v3';

const AUTH = 'https://www.googleapis.com/auth';

describe('scopesOf', () => {
  it("gives a method's own scopes, and the batch endpoint any of its API's", () => {
    expect(scopesOf(INDEXING_V3)('indexing.urlNotifications.publish')).toEqual([`${AUTH}/indexing`]);
    expect(scopesOf(STORE_V3)('drive.apps.list')).toEqual([`${AUTH}/drive.apps.readonly`]);
    const batch = scopesOf(STORE_V3)('batch');
    expect(batch).toEqual(expect.arrayContaining([`${AUTH}/drive`, `${AUTH}/drive.apps.readonly`]));
    expect(new Set(batch).size).toBe(batch.length);
  });

  it('refuses a name that is no method of the API', () => {
    expect(() => scopesOf(STORE_V3)('drive.stores.list')).toThrow('store v3 has no method drive.stores.list');
  });
});
