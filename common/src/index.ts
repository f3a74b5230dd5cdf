export * from './status';
export * from './roles';
export * from './language';
export * from './problem';
export * from './judge-protocol';
export * from './api';
export * from './judge-queue';
