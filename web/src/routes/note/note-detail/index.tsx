/** One note. */
export { default } from './note-detail-page';
