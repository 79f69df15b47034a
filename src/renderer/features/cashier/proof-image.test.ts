import { describe, expect, it } from 'vitest';
import { base64Of, checkProofs, imageTypeOf, readProofs } from './proof-image';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const text = new TextEncoder().encode('not an image at all');

describe('imageTypeOf', () => {
  it('knows PNG and JPEG by their first bytes only', () => {
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(jpeg)).toBe('image/jpeg');
    expect(imageTypeOf(text)).toBeUndefined();
    expect(imageTypeOf(png.subarray(0, 7))).toBeUndefined();
  });
});

describe('checkProofs', () => {
  const file = (name: string, head: Uint8Array, size = 1000) => ({ name, size, head });

  it('needs 1 to 3 images', () => {
    expect(checkProofs([])).toEqual({ key: 'cashier:proof.required' });
    expect(checkProofs([file('a.png', png), file('b.png', png), file('c.png', png), file('d.png', png)])).toEqual({ key: 'cashier:proof.tooMany', values: { max: '3' } });
    expect(checkProofs([file('a.png', png), file('b.jpg', jpeg)])).toBeUndefined();
  });

  it('refuses a file over 5 MB and a file whose content is not PNG or JPEG, whatever its name', () => {
    expect(checkProofs([file('big.png', png, 5 * 1024 * 1024 + 1)])).toEqual({ key: 'cashier:proof.tooLarge', values: { name: 'big.png' } });
    expect(checkProofs([file('big.png', png, 5 * 1024 * 1024)])).toBeUndefined();
    expect(checkProofs([file('fake.png', text)])).toEqual({ key: 'cashier:proof.notImage', values: { name: 'fake.png' } });
  });
});

describe('base64Of and readProofs', () => {
  it('encodes like Node does, also across slices', () => {
    const big = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    expect(base64Of(big)).toBe(Buffer.from(big).toString('base64'));
    expect(base64Of(new Uint8Array())).toBe('');
  });

  it('reads good files as base64 and refuses a renamed text file', async () => {
    const good = await readProofs([new File([png], 'proof.png'), new File([jpeg], 'proof.jpg')]);
    expect(good).toEqual({ images: [Buffer.from(png).toString('base64'), Buffer.from(jpeg).toString('base64')] });
    const bad = await readProofs([new File([text], 'proof.png', { type: 'image/png' })]);
    expect(bad).toEqual({ problem: { key: 'cashier:proof.notImage', values: { name: 'proof.png' } } });
  });
});
