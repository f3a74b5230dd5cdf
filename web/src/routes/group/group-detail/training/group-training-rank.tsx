/** A group training's rank: the site training's, real names only for the training's admins. */
export { default } from '@/routes/training/training-detail/rank-tab';
