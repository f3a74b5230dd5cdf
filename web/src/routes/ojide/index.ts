/** The online IDE (/ojide): code in any judged language, run on the user's input. */
export { default } from './ojide-page';
