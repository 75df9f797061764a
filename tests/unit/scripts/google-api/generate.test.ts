import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DISCOVERY_DIR,
  DISCOVERY_FILES,
  GENERATED_DIR,
  generateGoogleApi,
} from '../../../../scripts/google-api/generate';
import type { DiscoveryDocument } from '../../../../scripts/google-api/method-table';
import { INDEXING_V3 } from '../../../../src-main/services/google/generated/indexing-v3';
import { STORE_V3 } from '../../../../src-main/services/google/generated/store-v3';
import { YOUTUBE_ANALYTICS_V2 } from '../../../../src-main/services/google/generated/youtube-analytics-v2';

const root = join(import.meta.dirname, '../../../..');
const documents = DISCOVERY_FILES.map((file) => ({
  file,
  document: JSON.parse(readFileSync(join(root, DISCOVERY_DIR, file), 'utf8')) as DiscoveryDocument,
}));
const generated = generateGoogleApi(documents);

describe('generated Google API tables', () => {
  it('are what the generator writes from the discovery documents (run `npm run generate:google` when not)', () => {
    const committed = readdirSync(join(root, GENERATED_DIR)).sort();
    expect(committed).toEqual(generated.map((file) => file.name).sort());
    for (const { name, text } of generated) {
      expect(readFileSync(join(root, GENERATED_DIR, name), 'utf8'), `${GENERATED_DIR}/${name} is stale`).toBe(
        text,
      );
    }
  });

  it('serve the storage service under its own names, with no Drive path left', () => {
    const table = generated.find((file) => file.name === 'store-v3.ts')!.text;
    expect(table).not.toMatch(/drive\/v3|"drives|"path":"drives/);
    expect(STORE_V3.servicePath).toBe('store/v3/');
    expect(STORE_V3.batchPath).toBe('batch/store/v3');
    expect(STORE_V3.methods['stores.get']).toMatchObject({
      id: 'drive.drives.get',
      httpMethod: 'GET',
      path: 'stores/{driveId}',
      parameters: { driveId: { location: 'path', required: true } },
      response: 'Drive',
    });
    expect(STORE_V3.methods['files.create'].mediaUpload).toEqual({
      accept: ['*/*'],
      maxBytes: 5 * 2 ** 40,
      simplePath: '/upload/store/v3/files',
      resumablePath: '/resumable/upload/store/v3/files',
    });
  });

  it('keep each method as the discovery document describes it', () => {
    expect(INDEXING_V3.methods['urlNotifications.publish']).toMatchObject({
      httpMethod: 'POST',
      path: 'v3/urlNotifications:publish',
      request: 'UrlNotification',
      response: 'PublishUrlNotificationResponse',
      scopes: ['https://www.googleapis.com/auth/indexing'],
    });
    const query = YOUTUBE_ANALYTICS_V2.methods['reports.query'];
    expect(query).toMatchObject({
      id: 'youtubeAnalytics.reports.query',
      httpMethod: 'GET',
      path: 'v2/reports',
    });
    expect(Object.keys(query.parameters)).not.toContain('pageToken');
    expect(query.parameters.ids).toEqual({ location: 'query', type: 'string' });
    expect(query.scopes).toContain('https://www.googleapis.com/auth/yt-analytics.readonly');
    expect(YOUTUBE_ANALYTICS_V2.parameters.fields).toEqual({ location: 'query', type: 'string' });
    const methodCount = (document: DiscoveryDocument) =>
      JSON.stringify(document.resources).match(/"httpMethod"/g)?.length;
    for (const { file, document } of documents) {
      const text = generated.find((out) => out.text.includes(`/${file} `))!.text;
      expect(text.match(/^ {4}"[\w.]+": \{"id"/gm)?.length, file).toBe(methodCount(document));
    }
  });
});
