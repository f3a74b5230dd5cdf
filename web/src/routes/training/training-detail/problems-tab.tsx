/** A training's problems with the user's status. */
export { default } from '@/routes/placeholder';
