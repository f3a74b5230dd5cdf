/** A group: its header and tabs. */
export { default } from '@/routes/placeholder';
