/** The discussion list. */
export { default } from '@/routes/placeholder';
