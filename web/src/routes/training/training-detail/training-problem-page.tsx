/** A problem opened inside a training, with previous and next. */
export { default } from '@/routes/placeholder';
