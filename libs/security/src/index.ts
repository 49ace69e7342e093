export * from './secret-box';
export * from './token-signer';
