/** The introduction page. */
export { default } from '@/routes/placeholder';
