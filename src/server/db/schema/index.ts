export * from './merchants';
export * from './content';
export * from './games';
export * from './members';
export * from './accounts';
export * from './ledger';
export * from './operators';
export * from './cashier';
