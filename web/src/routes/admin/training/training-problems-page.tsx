/** A training's problems in the back office. */
export { default } from '@/routes/placeholder';
