/** Namespace `system`. */
export const systemEn = {
  maintenance: {
    title: 'Under maintenance',
    text: 'We are upgrading our system to serve you better. Thank you for your patience.',
    endsAt: 'Expected to end at',
    noEnd: 'We will be back shortly.',
  },
  region: {
    title: 'Access restricted',
    text: 'Sorry, our service is not available in your region.',
    ip: 'Your IP address',
  },
  customerService: {
    contact: 'Contact customer service',
    types: {
      LIVECHAT: 'Live chat',
      LINE: 'LINE',
      TELEGRAM: 'Telegram',
      WHATSAPP: 'WhatsApp',
      EMAIL: 'Email',
      PHONE: 'Phone',
    },
  },
  licences: { title: 'Licences', view: 'View licence: {{name}}' },
  channels: { title: 'Official channels' },
  social: { title: 'Follow us', facebook: 'Facebook', line: 'LINE', telegram: 'Telegram', twitter: 'Twitter' },
  download: {
    title: 'App download',
    ios: 'iOS',
    android: 'Android',
    scan: 'Scan to download the {{platform}} app',
  },
  vendors: 'Game providers',
  brandHome: '{{brand}} home',
};
