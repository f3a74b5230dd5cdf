/** Create or edit a training. */
export { default } from '@/routes/placeholder';
