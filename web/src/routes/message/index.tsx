/** The message centre. */
export { default } from '@/routes/placeholder';
