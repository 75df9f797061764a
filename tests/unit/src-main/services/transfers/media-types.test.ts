import { expect, it } from 'vitest';
import { mediaTypeOf } from '../../../../../src-main/services/transfers/media-types';

it('names the media type of a file by its extension, any case, and octet-stream for the rest', () => {
  expect(mediaTypeOf('/home/me/Report.PDF')).toBe('application/pdf');
  expect(mediaTypeOf('C:\\clips\\talk.mp4')).toBe('video/mp4');
  expect(mediaTypeOf('/tmp/voice.mp3')).toBe('audio/mpeg');
  expect(mediaTypeOf('/tmp/archive.tar.gz')).toBe('application/octet-stream');
  expect(mediaTypeOf('/tmp/README')).toBe('application/octet-stream');
});
