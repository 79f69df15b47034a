/** A rate in basis points as a percentage: 80 → "0.80 %". */
export const rateText = (bp: number): string => `${(bp / 100).toFixed(2)} %`;
