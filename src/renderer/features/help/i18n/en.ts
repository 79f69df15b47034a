/** Namespace `help`. */
export const helpEn = {
  title: 'Help centre',
  topics: 'Help topics',
  empty: 'No articles yet.',
  links: {
    help: 'Help centre',
    terms: 'Terms & conditions',
    privacy: 'Privacy policy',
    responsible: 'Responsible gaming',
    about: 'About us',
  },
};
