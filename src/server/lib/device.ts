/** A short device label from a User-Agent for the login history: "Chrome on Windows". */
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//u, 'Edge'],
  [/OPR\/|Opera/u, 'Opera'],
  [/Electron\//u, 'Desktop app'],
  [/Firefox\//u, 'Firefox'],
  [/Chrome\/|CriOS\//u, 'Chrome'],
  [/Safari\//u, 'Safari'],
  [/curl\//u, 'curl'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/u, 'Android'],
  [/iPhone|iPad|iPod/u, 'iOS'],
  [/Windows/u, 'Windows'],
  [/Mac OS X|Macintosh/u, 'macOS'],
  [/CrOS/u, 'ChromeOS'],
  [/Linux/u, 'Linux'],
];

export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  if (ua === '') return 'Unknown';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? ua.slice(0, 40);
}
