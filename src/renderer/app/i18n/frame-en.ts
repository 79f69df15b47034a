/** Namespace `frame`: header, side menu and footer. */
export const frameEn = {
  header: 'Site header',
  hero: { title: 'Welcome to {{brand}}', text: 'Slots, live casino, sports and lottery — all in one place.' },
  sideMenu: 'Side menu',
  side: { home: 'Home', games: 'Games', personal: 'Personal centre' },
  pages: { pointMall: 'Points mall', favorite: 'Favourite games', recent: 'Recent games', seamless: 'Game', lottery: 'Lottery', seaLottery: 'SEA lottery', vnLottery: 'VN lottery', agentLogin: 'Agent login' },
  footer: {
    help: 'Help',
    products: 'Products',
    follow: 'Follow us',
    mirrors: 'Official mirror list',
    responsible: '18+ only. Please play responsibly.',
    copyright: '© {{year}} {{brand}}. All rights reserved.',
  },
};
