export * from './envelope';
export * from './submission';
export * from './problem';
export * from './account';
export * from './contest';
export * from './comment';
export * from './problem-package';
