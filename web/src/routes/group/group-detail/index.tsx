/** A group: its header and tabs. */
export { default } from './group-layout';
