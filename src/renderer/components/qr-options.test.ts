import { describe, expect, it } from 'vitest';
import { normaliseQrOptions, QR_COMPONENT_DEFAULTS, QR_GENERATOR_DEFAULTS } from './qr-options';

describe('QR defaults (spec section 9)', () => {
  it('the generator: size 800, margin 20, black on white, logo 0.2, radius 8, dots 0.35, threshold 128', () => {
    expect(QR_GENERATOR_DEFAULTS).toEqual({
      size: 800,
      margin: 20,
      dark: '#000000',
      light: '#ffffff',
      logoScale: 0.2,
      cornerRadius: 8,
      dotScale: 0.35,
      binarizeThreshold: 128,
    });
  });

  it('the component: the same but size 200 and dot scale 1', () => {
    expect(QR_COMPONENT_DEFAULTS).toEqual({ ...QR_GENERATOR_DEFAULTS, size: 200, dotScale: 1 });
    expect(normaliseQrOptions()).toEqual(QR_COMPONENT_DEFAULTS);
    expect(normaliseQrOptions({}, QR_GENERATOR_DEFAULTS)).toEqual(QR_GENERATOR_DEFAULTS);
  });
});

describe('normaliseQrOptions', () => {
  it('keeps values in range', () => {
    const options = { size: 300, margin: 10, dark: '#112233', light: '#fafafa', logoScale: 0.3, cornerRadius: 4, dotScale: 0.5, binarizeThreshold: 90 };
    expect(normaliseQrOptions(options)).toEqual(options);
  });

  it('size: below 1 or not a number takes the default; fractions round', () => {
    expect(normaliseQrOptions({ size: 0 }).size).toBe(200);
    expect(normaliseQrOptions({ size: -5 }).size).toBe(200);
    expect(normaliseQrOptions({ size: Number.NaN }).size).toBe(200);
    expect(normaliseQrOptions({ size: Number.POSITIVE_INFINITY }).size).toBe(200);
    expect(normaliseQrOptions({ size: 1 }).size).toBe(1);
    expect(normaliseQrOptions({ size: 99.6 }).size).toBe(100);
  });

  it('margin: negative becomes 0, at most a quarter of the size, not a number takes the default', () => {
    expect(normaliseQrOptions({ margin: -3 }).margin).toBe(0);
    expect(normaliseQrOptions({ margin: 0 }).margin).toBe(0);
    expect(normaliseQrOptions({ margin: 120 }).margin).toBe(50);
    expect(normaliseQrOptions({ size: 60 }).margin).toBe(15);
    expect(normaliseQrOptions({ margin: Number.NaN }).margin).toBe(20);
  });

  it('logo scale: outside (0, 1) falls back to 0.2', () => {
    for (const bad of [0, 1, -0.5, 1.5, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(normaliseQrOptions({ logoScale: bad }).logoScale).toBe(0.2);
    }
    expect(normaliseQrOptions({ logoScale: 0.01 }).logoScale).toBe(0.01);
    expect(normaliseQrOptions({ logoScale: 0.99 }).logoScale).toBe(0.99);
  });

  it('corner radius: negative becomes 0, not a number takes 8', () => {
    expect(normaliseQrOptions({ cornerRadius: -1 }).cornerRadius).toBe(0);
    expect(normaliseQrOptions({ cornerRadius: 0 }).cornerRadius).toBe(0);
    expect(normaliseQrOptions({ cornerRadius: 30 }).cornerRadius).toBe(30);
    expect(normaliseQrOptions({ cornerRadius: Number.NaN }).cornerRadius).toBe(8);
  });

  it('dot scale: outside (0, 1] takes the default of the caller (component 1, generator 0.35)', () => {
    for (const bad of [0, -0.2, 1.01, Number.NaN]) {
      expect(normaliseQrOptions({ dotScale: bad }).dotScale).toBe(1);
      expect(normaliseQrOptions({ dotScale: bad }, QR_GENERATOR_DEFAULTS).dotScale).toBe(0.35);
    }
    expect(normaliseQrOptions({ dotScale: 1 }).dotScale).toBe(1);
    expect(normaliseQrOptions({ dotScale: 0.1 }).dotScale).toBe(0.1);
  });

  it('binarize threshold: used only from 1 to 254, otherwise ignored (128)', () => {
    for (const bad of [0, 0.4, 255, 300, -1, Number.NaN]) {
      expect(normaliseQrOptions({ binarizeThreshold: bad }).binarizeThreshold).toBe(128);
    }
    expect(normaliseQrOptions({ binarizeThreshold: 1 }).binarizeThreshold).toBe(1);
    expect(normaliseQrOptions({ binarizeThreshold: 254 }).binarizeThreshold).toBe(254);
    expect(normaliseQrOptions({ binarizeThreshold: 200 }).binarizeThreshold).toBe(200);
  });

  it('colours: empty takes the default', () => {
    expect(normaliseQrOptions({ dark: '', light: '' })).toMatchObject({ dark: '#000000', light: '#ffffff' });
  });
});
