export { createHttpClient } from './client';
export { saveBlobWithAnchor } from './download';

export type * from './types';
