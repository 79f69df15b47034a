/** Namespace `common`: words shared by every screen. */
export const commonEn = {
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  loading: 'Loading…',
  language: 'Language',
  languages: { EN: 'English', CN: '中文', TH: 'ไทย' },
  theme: { toDark: 'Switch to dark theme', toLight: 'Switch to light theme' },
  menu: { open: 'Open menu', close: 'Close menu' },
  preparing: {
    title: 'This section is being prepared',
    hint: 'We are putting the finishing touches on it. Please check back soon.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
  },
  loadError: { title: 'Something went wrong', retry: 'Try again' },
  imageLoadError: 'Image load error',
  skipToContent: 'Skip to content',
  /** Game categories by GameType (lobbies, records, filters). */
  gameTypes: {
    RNG: 'Slots',
    LIVE: 'Live Casino',
    FISH: 'Fishing',
    PVP: 'Card Games',
    SPORTS: 'Sports',
    ESPORTS: 'E-Sports',
    COCKFIGHT: 'Cockfight',
    ELOTT: 'E-Lottery',
    LOTT: 'Lottery',
  },
  customerService: 'Customer service',
};
