/** The training list of the back office. */
export { default } from '@/routes/placeholder';
