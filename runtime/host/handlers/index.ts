// `promptforge-js/handlers`: run a compiled prompt behind HTTP (README "Deploying").
export { createFetchHandler } from './fetch.js';
export { createNodeHandler } from './node.js';
export { statusOf, DEFAULT_MAX_BODY_BYTES } from './contract.js';
export type { HandlerOptions } from './contract.js';
export type { RequestError } from './messages.js';
