export { default } from './submission-detail-page';
