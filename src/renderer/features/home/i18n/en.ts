/** Namespace `home`: banner carousel, notice line, jackpot and winner board. */
export const homeEn = {
  banner: {
    label: 'Featured promotions',
    roleDescription: 'carousel',
    slide: 'slide',
    slideLabel: '{{index}} of {{slidesLength}}',
    goTo: 'Go to banner {{index}}',
    previous: 'Previous banner',
    next: 'Next banner',
  },
  notices: {
    label: 'Notices',
    open: 'Read notice: {{title}}',
  },
  jackpot: { title: 'Jackpot' },
  winners: {
    title: 'Winner board',
    empty: 'No big wins to show yet.',
  },
};
