export { default } from './reset-password-page';
