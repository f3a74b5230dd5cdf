/** A problem opened inside a group training: the site training's problem page, `tid` in its scope. */
export { default } from '@/routes/training/training-detail/training-problem-page';
