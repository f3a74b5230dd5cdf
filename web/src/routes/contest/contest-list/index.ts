export { default } from './contest-list-page';
