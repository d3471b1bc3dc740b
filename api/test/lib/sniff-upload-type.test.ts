import { sniffUploadType } from '../../src/lib/upload-signature';

const hex = (h: string) => Buffer.from(h.replaceAll(' ', ''), 'hex');

describe('sniffUploadType', () => {
  it.each([
    ['a PNG', hex('89 50 4e 47 0d 0a 1a 0a 00 00 00 0d'), 'image/png'],
    ['a JPEG', hex('ff d8 ff e0 00 10 4a 46'), 'image/jpeg'],
    ['a GIF89a', Buffer.from('GIF89a\x01\x00', 'latin1'), 'image/gif'],
    ['a GIF87a', Buffer.from('GIF87a\x01\x00', 'latin1'), 'image/gif'],
    ['a WebP', Buffer.concat([Buffer.from('RIFF'), hex('24 00 00 00'), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['a PDF', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['an HTML page', Buffer.from('<!doctype html><script>'), null],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['a RIFF that is not WebP (a WAV)', Buffer.concat([Buffer.from('RIFF'), hex('24 00 00 00'), Buffer.from('WAVE')]), null],
    ['a truncated PNG signature', hex('89 50 4e 47'), null],
    ['nothing', Buffer.alloc(0), null],
  ])('%s → %p', (_name, bytes, expected) => {
    expect(sniffUploadType(bytes)).toBe(expected);
  });
});
