export { default } from './contest-layout';
