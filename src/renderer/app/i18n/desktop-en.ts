/** Namespace `desktop`: notices of the desktop client and the betting-shop kiosk. */
export const desktopEn = {
  mirrorChanged: 'Switched to another server ({{mirror}}) to keep you connected.',
  offline: {
    title: 'You are offline',
    text: 'This computer has no network connection. Check the cable or Wi-Fi; we reconnect by ourselves as soon as it is back.',
  },
  unreachable: {
    title: 'Cannot reach the platform',
    text: 'None of our servers answers right now. We keep trying every few seconds.',
  },
  retry: 'Try again',
  checking: 'Checking…',
  idle: {
    title: 'Are you still there?',
    text: 'For your security you will be signed out in {{seconds}} s.',
    stay: 'Continue',
    signingOut: 'Signing you out…',
  },
};
