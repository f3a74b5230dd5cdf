/** A group's settings. */
export { default } from '@/routes/placeholder';
