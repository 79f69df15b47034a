import { LIMITS } from '@shared/constants';
import type { Host } from './host';

export const webHost: Host = {
  kind: 'web',
  openCustomerService(url) {
    const { width, height } = LIMITS.customerServiceWindow;
    window.open(url, 'customer-service', `width=${width},height=${height},noopener,noreferrer`);
  },
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
