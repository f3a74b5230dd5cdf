/** The ACM user rank. */
export { default } from '@/routes/placeholder';
