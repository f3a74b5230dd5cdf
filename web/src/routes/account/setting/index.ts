export { default } from './setting-page';
