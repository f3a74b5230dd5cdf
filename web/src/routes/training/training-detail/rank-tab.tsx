/** A training's rank. */
export { default } from '@/routes/placeholder';
