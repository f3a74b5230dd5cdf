/** The note list. */
export { default } from '@/routes/placeholder';
