/**
 * Element Timing names home's first banner image, whichever draws it first (the plain frame or the
 * carousel), so the bench can report when it painted. React does not know the attribute.
 */
export const markFirstBanner = (image: HTMLImageElement | null) => image?.setAttribute('elementtiming', 'home-banner');
