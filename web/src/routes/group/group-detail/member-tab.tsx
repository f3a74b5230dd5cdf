/** A group's members. */
export { default } from '@/routes/placeholder';
