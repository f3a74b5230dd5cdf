export { default } from './status-list-page';
