/** The training list. */
export { default } from './training-list-page';
