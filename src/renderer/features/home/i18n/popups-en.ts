/** Namespace `popups`: the announcement popups dialog. Loaded with its chunk, never with home's first screen. */
export const popupsEn = {
  title: 'Announcements',
  label: 'Announcements',
  roleDescription: 'carousel',
  slide: 'slide',
  slideLabel: '{{index}} of {{count}}',
  goTo: 'Show announcement {{index}}',
  previous: 'Previous announcement',
  next: 'Next announcement',
  hideToday: "Don't show again today",
};
