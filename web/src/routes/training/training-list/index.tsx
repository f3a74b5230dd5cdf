/** The training list. */
export { default } from '@/routes/placeholder';
