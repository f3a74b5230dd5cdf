export { default } from './logout-page';
