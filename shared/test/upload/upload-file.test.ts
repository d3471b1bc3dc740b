import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosHeaders } from 'axios';
import { base64ToBytes } from '../../src/upload/decode-content';
import { uploadFile, type PresignRequest } from '../../src/upload/upload-file';

function putRecorder() {
  const puts: { url?: string; headers: AxiosHeaders; data: unknown; config: InternalAxiosRequestConfig }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    puts.push({ url: config.url, headers: AxiosHeaders.from(config.headers), data: config.data, config });
    config.onUploadProgress?.({ loaded: 5, total: 10, bytes: 5, lengthComputable: true });
    return { data: '', status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
  return { adapter, puts };
}

const signed = { url: 'https://bucket.s3.test/avatars/1.png?sig=1', direct_url: 'https://cdn.test/avatars/1.png' };

describe('uploadFile', () => {
  it('asks for a presigned URL, PUTs the decoded bytes with public-read and returns direct_url', async () => {
    const presign = jest.fn(async (_req: PresignRequest) => signed);
    const { adapter, puts } = putRecorder();
    const progress = jest.fn();
    const result = await uploadFile(
      { key: 'avatars/1.png', content: 'data:image/png;base64,AQID', content_encoding: 'base64', content_type: 'image/png', onProgress: progress },
      { presign, adapter },
    );
    expect(result).toBe(signed.direct_url);
    expect(presign).toHaveBeenCalledWith({ key: 'avatars/1.png', content_encoding: 'base64', content_type: 'image/png', size: 3 });
    expect(puts).toHaveLength(1);
    expect(puts[0]?.url).toBe(signed.url);
    expect(puts[0]?.config.method).toBe('put');
    expect(puts[0]?.headers.get('x-amz-acl')).toBe('public-read');
    expect(puts[0]?.headers.get('Content-Type')).toBe('image/png');
    expect(puts[0]?.headers.has('Authorization')).toBe(false);
    expect(puts[0]?.config.withCredentials).toBe(false);
    expect(Array.from(new Uint8Array(puts[0]?.data as ArrayBuffer))).toEqual([1, 2, 3]);
    expect(progress.mock.calls).toEqual([[0.5], [1]]);
  });

  it('PUTs exactly the bytes of a Uint8Array view, not its whole buffer', async () => {
    const { adapter, puts } = putRecorder();
    const view = new Uint8Array([9, 9, 1, 2, 9]).subarray(2, 4);
    await uploadFile({ key: 'k', content: view, content_encoding: 'blob', content_type: 'x' }, { presign: async () => signed, adapter });
    expect(Array.from(new Uint8Array(puts[0]?.data as ArrayBuffer))).toEqual([1, 2]);
  });

  it('PUTs a Blob as is', async () => {
    const { adapter, puts } = putRecorder();
    const blob = new Blob(['xin chào'], { type: 'text/plain' });
    await uploadFile({ key: 'a.txt', content: blob, content_encoding: 'blob', content_type: 'text/plain' }, { presign: async () => signed, adapter });
    expect(puts[0]?.data).toBe(blob);
  });

  it.each([
    ['an unknown encoding', { content: 'AQID', content_encoding: 'utf8' }],
    ['base64 with a Blob', { content: new Blob(['x']), content_encoding: 'base64' }],
    ['blob with a string', { content: 'AQID', content_encoding: 'blob' }],
  ])('throws "invalid content encoding!" for %s, before asking the API', async (_name, input) => {
    const presign = jest.fn(async () => signed);
    await expect(uploadFile({ key: 'k', content_type: 'x', ...input } as never, { presign })).rejects.toThrow('invalid content encoding!');
    expect(presign).not.toHaveBeenCalled();
  });

  it.each([
    ['no url', { direct_url: 'https://cdn/x' }],
    ['no direct_url', { url: 'https://s3/x' }],
    ['empty strings', { url: '', direct_url: '' }],
    ['nothing', null],
  ])('throws "resigned error!" when the presign answer has %s', async (_name, answer) => {
    const { adapter, puts } = putRecorder();
    await expect(
      uploadFile({ key: 'k', content: 'AQID', content_encoding: 'base64', content_type: 'x' }, { presign: async () => answer, adapter }),
    ).rejects.toThrow('resigned error!');
    expect(puts).toHaveLength(0);
  });
});

describe('base64ToBytes', () => {
  it.each([
    ['AQID', [1, 2, 3]],
    ['data:application/octet-stream;base64,AQID', [1, 2, 3]],
    ['AQ\nID', [1, 2, 3]],
    ['', []],
  ])('%p → %p', (input, bytes) => {
    expect(Array.from(base64ToBytes(input))).toEqual(bytes);
  });
});

describe('a refused upload', () => {
  const refusing = (status: number, data: unknown, contentType: string) =>
    (async (config) => {
      const { AxiosError } = await import('axios');
      const response = { data, status, statusText: '', headers: { 'content-type': contentType }, config };
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response as never);
    }) as import('axios').AxiosAdapter;

  it.each([
    [
      'the site’s receiver (its Vietnamese message)',
      415,
      { status: false, message: 'Nội dung tệp không phải image/png' },
      'application/json',
      'Nội dung tệp không phải image/png',
    ],
    [
      'object storage (XML)',
      403,
      '<Error><Code>SignatureDoesNotMatch</Code></Error>',
      'application/xml',
      'Kho lưu trữ từ chối tệp (sai định dạng hoặc kích thước), vui lòng thử lại',
    ],
  ])('by %s keeps its status and says why in Vietnamese', async (_name, status, data, type, message) => {
    const attempt = uploadFile(
      { key: 'a.png', content: new Uint8Array([1]), content_encoding: 'blob', content_type: 'image/png' },
      { presign: async () => signed, adapter: refusing(status, data, type) },
    );
    await expect(attempt).rejects.toMatchObject({ status, message });
  });
});
