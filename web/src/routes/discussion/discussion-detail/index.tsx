/** One discussion with its comments. */
export { default } from '@/routes/placeholder';
