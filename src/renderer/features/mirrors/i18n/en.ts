/** Namespace `mirrors`. */
export const mirrorsEn = {
  title: 'Official Mirror List',
  advice: 'If you cannot reach our site, please try one of the official mirror sites below.',
  mirrorsHeading: 'Mirror sites',
  main: 'Main site',
  empty: 'No mirror sites are configured.',
  bookmark: {
    title: 'Bookmark this secure domain',
    text: 'Press {{keys}} to bookmark this page so you always reach an official address.',
  },
  verify: {
    title: 'Verify Representative',
    text: 'Received a link or contact claiming to be us? Enter its domain to check whether it is official.',
    label: 'Domain to verify',
    placeholder: 'e.g. www.example.com',
    submit: 'Verify',
    required: 'Please enter a domain.',
    invalid: 'Please enter a valid domain, e.g. www.example.com.',
    official: '{{domain}} is an official domain.',
    notOfficial: '{{domain}} is NOT an official domain. Do not enter your account details there.',
  },
};
