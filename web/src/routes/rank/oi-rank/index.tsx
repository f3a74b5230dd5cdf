/** The OI user rank. */
export { default } from '@/routes/placeholder';
