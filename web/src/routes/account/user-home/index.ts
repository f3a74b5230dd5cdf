export { default } from './user-home-page';
