import { describe, expect, it } from 'vitest';
import { byteSize, proofPath, stepIndex, typeLabel } from './disputes-view';

describe('disputes viewer helpers', () => {
  it('builds the proof address from numbers only', () => {
    expect(proofPath(12, 3)).toBe('/ops-api/withdrawals/12/proofs/3');
  });

  it('writes sizes in B, KB and MB', () => {
    expect([byteSize(0), byteSize(300), byteSize(1536), byteSize(5 * 1024 * 1024), byteSize(200 * 1024)]).toEqual(['0 B', '300 B', '1.5 KB', '5.0 MB', '200 KB']);
  });

  it('names known image types', () => {
    expect([typeLabel('image/png'), typeLabel('image/jpeg'), typeLabel('application/octet-stream')]).toEqual(['PNG', 'JPEG', 'application/octet-stream']);
  });

  it('moves with the arrow keys, wrapping, and stays on other keys', () => {
    expect([stepIndex(0, 3, 'ArrowRight'), stepIndex(2, 3, 'ArrowRight'), stepIndex(0, 3, 'ArrowLeft'), stepIndex(1, 3, 'Home'), stepIndex(0, 3, 'End'), stepIndex(1, 3, 'a'), stepIndex(0, 0, 'ArrowRight')]).toEqual([1, 0, 2, 0, 2, 1, -1]);
  });
});
