/** The group list. */
export { default } from '@/routes/placeholder';
