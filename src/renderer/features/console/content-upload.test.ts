import { describe, expect, it } from 'vitest';
import { base64Of, localUploadProblem, sizeText, uploadProblemOf } from './content-upload';

describe('banner picture upload', () => {
  it('refuses what the browser can already tell is wrong', () => {
    expect(localUploadProblem({ type: 'image/svg+xml', size: 100 })).toBe('wrongType');
    expect(localUploadProblem({ type: 'image/png', size: 1024 * 1024 + 1 })).toBe('tooBig');
    expect(localUploadProblem({ type: '', size: 10 })).toBeNull();
    expect(localUploadProblem({ type: 'image/webp', size: 1024 * 1024 })).toBeNull();
  });

  it("turns the server's refusal into the reason shown", () => {
    const refused = (code: string, data?: string) => ({ status: 422, code, ...(data ? { errors: { data } } : {}) });
    expect(uploadProblemOf(refused('upload_invalid', 'bad_size'))).toBe('badSize');
    expect(uploadProblemOf(refused('upload_invalid', 'not_an_image'))).toBe('wrongType');
    expect(uploadProblemOf(refused('upload_invalid', 'not_base64'))).toBe('unreadable');
    expect(uploadProblemOf({ status: 413, code: 'payload_too_large' })).toBe('tooBig');
    expect(uploadProblemOf({ status: 'FETCH_ERROR', code: 'network_error' })).toBe('failed');
    expect(uploadProblemOf(new Error('x'))).toBe('failed');
  });

  it('encodes bytes as base64 and sizes as KB or MB', () => {
    expect(base64Of(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe('iVBORw==');
    expect(base64Of(new Uint8Array(70_000)).length).toBe(Math.ceil(70_000 / 3) * 4);
    expect([sizeText(3_000), sizeText(1024 * 1024), sizeText(10)]).toEqual(['3 KB', '1.0 MB', '1 KB']);
  });
});
