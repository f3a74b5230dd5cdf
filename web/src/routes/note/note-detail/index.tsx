/** One note. */
export { default } from '@/routes/placeholder';
