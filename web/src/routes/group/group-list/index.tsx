/** The group list. */
export { default } from './group-list-page';
