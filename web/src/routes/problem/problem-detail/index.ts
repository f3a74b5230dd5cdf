export { default } from './problem-detail-page';
