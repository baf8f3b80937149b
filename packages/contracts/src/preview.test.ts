import { describe, expect, it } from 'vitest';
import { previewText } from './preview.js';

describe('news preview (docs/product.md "Screens", "Constants")', () => {
  it('keeps texts of at most 100 characters whole', () => {
    expect(previewText('Kratko.')).toBe('Kratko.');
    expect(previewText('a'.repeat(100))).toBe('a'.repeat(100));
  });
  it("cuts longer ones to 100 characters and adds '...'", () => {
    expect(previewText('č'.repeat(101))).toBe(`${'č'.repeat(100)}...`);
    expect(previewText('x'.repeat(250))).toHaveLength(103);
  });
  it('counts an emoji as one character and never splits it', () => {
    expect(previewText(`${'a'.repeat(99)}😷😷`)).toBe(`${'a'.repeat(99)}😷...`);
  });
});
