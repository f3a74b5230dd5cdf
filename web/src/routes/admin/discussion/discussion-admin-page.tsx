/** Discussion admin and reports. */
export { default } from '@/routes/placeholder';
