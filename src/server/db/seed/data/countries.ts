/** Countries offered in the dialing-code picker: ISO 3166 alpha-2, ITU dialing code, English name. */
const ROWS: [code: string, dialing: string, name: string][] = [
  ['AR', '54', 'Argentina'],
  ['AU', '61', 'Australia'],
  ['BD', '880', 'Bangladesh'],
  ['BR', '55', 'Brazil'],
  ['BN', '673', 'Brunei'],
  ['KH', '855', 'Cambodia'],
  ['CA', '1', 'Canada'],
  ['CN', '86', 'China'],
  ['DK', '45', 'Denmark'],
  ['EG', '20', 'Egypt'],
  ['FI', '358', 'Finland'],
  ['FR', '33', 'France'],
  ['DE', '49', 'Germany'],
  ['GR', '30', 'Greece'],
  ['HK', '852', 'Hong Kong'],
  ['IN', '91', 'India'],
  ['ID', '62', 'Indonesia'],
  ['IE', '353', 'Ireland'],
  ['IT', '39', 'Italy'],
  ['JP', '81', 'Japan'],
  ['LA', '856', 'Laos'],
  ['MO', '853', 'Macao'],
  ['MY', '60', 'Malaysia'],
  ['MX', '52', 'Mexico'],
  ['MM', '95', 'Myanmar'],
  ['NP', '977', 'Nepal'],
  ['NL', '31', 'Netherlands'],
  ['NZ', '64', 'New Zealand'],
  ['NO', '47', 'Norway'],
  ['PK', '92', 'Pakistan'],
  ['PH', '63', 'Philippines'],
  ['PL', '48', 'Poland'],
  ['PT', '351', 'Portugal'],
  ['RU', '7', 'Russia'],
  ['SA', '966', 'Saudi Arabia'],
  ['SG', '65', 'Singapore'],
  ['ZA', '27', 'South Africa'],
  ['KR', '82', 'South Korea'],
  ['ES', '34', 'Spain'],
  ['LK', '94', 'Sri Lanka'],
  ['SE', '46', 'Sweden'],
  ['CH', '41', 'Switzerland'],
  ['TW', '886', 'Taiwan'],
  ['TH', '66', 'Thailand'],
  ['TR', '90', 'Turkey'],
  ['AE', '971', 'United Arab Emirates'],
  ['GB', '44', 'United Kingdom'],
  ['US', '1', 'United States'],
  ['VN', '84', 'Vietnam'],
];

export interface CountrySeed {
  countryCode: string;
  countryDialingCode: string;
  name: string;
  sort: number;
}

/** Sorted by English name; the merchant's own market (TH) is listed first. */
export const COUNTRIES: CountrySeed[] = [...ROWS]
  .sort(([a, , nameA], [b, , nameB]) => (a === 'TH' ? -1 : b === 'TH' ? 1 : nameA.localeCompare(nameB)))
  .map(([countryCode, countryDialingCode, name], index) => ({ countryCode, countryDialingCode, name, sort: index + 1 }));
