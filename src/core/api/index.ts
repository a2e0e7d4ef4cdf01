export { createAuthApi } from './authApi';
