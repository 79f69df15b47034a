/**
 * The QR generator's options (spec section 9) and the rules that make any caller's values safe to
 * draw with. Pure: the component and its tests share these rules without a DOM.
 */

/** The generator's own defaults, as the spec gives them. */
export const QR_GENERATOR_DEFAULTS = {
  size: 800,
  margin: 20,
  dark: '#000000',
  light: '#ffffff',
  logoScale: 0.2,
  cornerRadius: 8,
  dotScale: 0.35,
  binarizeThreshold: 128,
} as const;

/** The component's defaults: the generator's, but drawn at 200 px with full square modules. */
export const QR_COMPONENT_DEFAULTS = { ...QR_GENERATOR_DEFAULTS, size: 200, dotScale: 1 } as const;

export interface QrOptions {
  /** Side of the drawn image in pixels (also the PNG a download gives). */
  size: number;
  /** Light border around the modules, in pixels. */
  margin: number;
  dark: string;
  light: string;
  /** Logo side as a fraction of `size`, in (0, 1). */
  logoScale: number;
  /** Corner radius of the logo and its backdrop, in pixels. */
  cornerRadius: number;
  /** Side of a data module's dot as a fraction of the module, in (0, 1]. */
  dotScale: number;
  /** Luminance (0-255) at or below which the binarize pass paints a pixel dark. */
  binarizeThreshold: number;
}

export type QrOptionsInput = Partial<QrOptions>;

const finite = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Fills in and corrects a caller's options: a missing or non-finite number takes the default;
 * a size below 1 takes the default; a negative margin becomes 0 and a margin that would leave the
 * modules less than half the image is cut to a quarter of the size; a logo scale outside (0, 1)
 * falls back to 0.2; a negative corner radius becomes 0; a dot scale outside (0, 1] takes the
 * default; a binarize threshold outside 1-254 is ignored (128 is used); an empty colour takes the
 * default.
 */
export function normaliseQrOptions(input: QrOptionsInput = {}, defaults: QrOptions = QR_COMPONENT_DEFAULTS): QrOptions {
  const size = finite(input.size) && input.size >= 1 ? Math.round(input.size) : defaults.size;
  const margin = finite(input.margin) ? Math.min(Math.max(0, Math.round(input.margin)), Math.floor(size / 4)) : Math.min(defaults.margin, Math.floor(size / 4));
  const logoScale = finite(input.logoScale) && input.logoScale > 0 && input.logoScale < 1 ? input.logoScale : QR_GENERATOR_DEFAULTS.logoScale;
  const cornerRadius = finite(input.cornerRadius) ? Math.max(0, input.cornerRadius) : defaults.cornerRadius;
  const dotScale = finite(input.dotScale) && input.dotScale > 0 && input.dotScale <= 1 ? input.dotScale : defaults.dotScale;
  const binarizeThreshold =
    finite(input.binarizeThreshold) && input.binarizeThreshold >= 1 && input.binarizeThreshold <= 254
      ? Math.round(input.binarizeThreshold)
      : QR_GENERATOR_DEFAULTS.binarizeThreshold;
  return {
    size,
    margin,
    dark: input.dark || defaults.dark,
    light: input.light || defaults.light,
    logoScale,
    cornerRadius,
    dotScale,
    binarizeThreshold,
  };
}
