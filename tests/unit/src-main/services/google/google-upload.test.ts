// Single-request media uploads against the recorded multipart upload (tests/fixtures/google/
// drive-upload-multipart.http, its Drive paths renamed as the storage service's): the URL, the
// multipart/related framing, and the limits checked before sending.
import { describe, expect, it } from 'vitest';
import type { ApiMethod } from '../../../../../src-main/services/google/google-api';
import {
  SIMPLE_UPLOAD_MAX_BYTES,
  uploadRequest,
} from '../../../../../src-main/services/google/google-upload';
import { STORE_V3 } from '../../../../../src-main/services/google/generated/store-v3';
import { INDEXING_V3 } from '../../../../../src-main/services/google/generated/indexing-v3';
import { boundaryOf, readMultipart } from '../../../../../src-main/services/google/multipart';
import { recordedMessages } from '../../../../support/http-fixtures';

const [recorded] = recordedMessages('drive-upload-multipart.http');
const create = STORE_V3.methods['files.create'];
const update = STORE_V3.methods['files.update'];
const text = (value: string) => new Uint8Array(Buffer.from(value));
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function partsOf(contentType: string | null, body: string) {
  return readMultipart(body, boundaryOf(contentType)).map((part) => ({
    contentType: part.headers.get('content-type'),
    body: part.body,
  }));
}

describe('uploadRequest', () => {
  it('frames metadata and media as the recorded multipart upload, on the upload path', () => {
    const recordedParts = partsOf(recorded!.headers.get('content-type'), recorded!.body);
    const metadata = JSON.parse(recordedParts[0]!.body) as unknown;
    const request = uploadRequest(STORE_V3, create, {
      params: { fields: 'id,name,mimeType,size,md5Checksum,parents' },
      metadata,
      media: { mimeType: 'text/plain', bytes: text(recordedParts[1]!.body) },
      rootUrl: 'http://127.0.0.1:7000',
    });
    const recordedUrl = new URL(
      recorded!.startLine.split(' ')[1]!.replace('/upload/drive/v3/', '/upload/store/v3/'),
      'http://127.0.0.1:7000',
    );
    expect(request.url.pathname).toBe(recordedUrl.pathname);
    expect([...request.url.searchParams].sort()).toEqual([...recordedUrl.searchParams].sort());
    expect(request.contentType).toMatch(/^multipart\/related; boundary=\S+$/);
    const parts = partsOf(request.contentType, decode(request.body));
    expect(parts.map((part) => part.contentType)).toEqual(recordedParts.map((part) => part.contentType));
    expect(JSON.parse(parts[0]!.body)).toEqual(metadata);
    expect(parts[1]!.body).toBe('hello from the operator console\n');
  });

  it('sends media alone as uploadType=media with its own type, path parameters expanded', () => {
    const bytes = new Uint8Array([0, 1, 2, 255]);
    const request = uploadRequest(STORE_V3, update, {
      params: { fileId: 'a/b' },
      media: { mimeType: 'application/octet-stream', bytes },
    });
    expect(request.url.href).toBe('https://www.googleapis.com/upload/store/v3/files/a%2Fb?uploadType=media');
    expect(request.contentType).toBe('application/octet-stream');
    expect(request.body).toEqual(bytes);
  });

  it('checks the limits before anything is sent', () => {
    const media = (size: number, mimeType = 'text/plain') => ({ mimeType, bytes: new Uint8Array(size) });
    expect(() =>
      uploadRequest(INDEXING_V3, INDEXING_V3.methods['urlNotifications.publish'], { media: media(1) }),
    ).toThrow('indexing.urlNotifications.publish: this method takes no media upload');
    const small: ApiMethod = { ...create, mediaUpload: { ...create.mediaUpload, maxBytes: 10 } };
    expect(() => uploadRequest(STORE_V3, small, { media: media(11) })).toThrow(
      'drive.files.create: the file is 11 bytes and this method accepts at most 10',
    );
    expect(uploadRequest(STORE_V3, small, { media: media(10) }).body.byteLength).toBe(10);
    expect(() => uploadRequest(STORE_V3, create, { media: media(SIMPLE_UPLOAD_MAX_BYTES + 1) })).toThrow(
      /a single-request upload takes at most 5242880, so send it as a resumable upload/,
    );
    const images: ApiMethod = { ...create, mediaUpload: { ...create.mediaUpload, accept: ['image/*'] } };
    expect(uploadRequest(STORE_V3, images, { media: media(1, 'image/png') }).contentType).toBe('image/png');
    expect(() => uploadRequest(STORE_V3, images, { media: media(1) })).toThrow(
      'the media type text/plain is not one it accepts (image/*)',
    );
  });
});
