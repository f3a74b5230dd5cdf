/** A training: its header and tabs (overview, problems, rank). */
export { default } from './training-layout';
