import ranges from '@fontsource-variable/noto-sans-thai/unicode.json';
import thaiUrl from '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2?url';
import type { FaceSlice } from './types';

/**
 * Noto Sans Thai (variable weight), the Thai slice only (~27 KB): Latin, digits and punctuation stay
 * with the system font, so a Thai page downloads this one file.
 */
export const THAI_FACES: FaceSlice[] = [{ family: 'Noto Sans Thai Variable', url: thaiUrl, unicodeRange: ranges.thai }];
