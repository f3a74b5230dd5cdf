/** A training's description, or its password form. */
export { default } from '@/routes/placeholder';
