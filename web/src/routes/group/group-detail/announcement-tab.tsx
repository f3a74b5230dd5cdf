/** A group's announcements. */
export { default } from '@/routes/placeholder';
