export { default } from './problem-list-page';
