/** The note list. */
export { default } from './note-list-page';
