/** The user's conversations with the problem assistant (/chat). */
export { default } from './chat-page';
