/** A group's home: description, announcements and the info card. */
export { default } from '@/routes/placeholder';
