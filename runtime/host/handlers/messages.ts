// Every message of the HTTP handlers (ours: interfaces.md leaves the HTTP contract open). Each
// function returns the error object a handler answers with, phase `request`: the request never
// reached the run.

/** A request that the handler refuses before running the prompt. */
export interface RequestError {
  readonly phase: 'request';
  readonly kind: 'MethodNotAllowed' | 'PayloadTooLarge' | 'BadRequest';
  readonly message: string;
}

const refuse = (kind: RequestError['kind'], message: string): RequestError => ({ phase: 'request', kind, message });

export const methodNotAllowed = (method: string) => refuse('MethodNotAllowed', `method ${method} not allowed: send the arguments with POST`);
export const bodyTooLarge = (limit: number) => refuse('PayloadTooLarge', `request body larger than ${limit} bytes`);
export const bodyNotUtf8 = () => refuse('BadRequest', 'request body is not valid UTF-8 text');
export const bodyNotJson = (detail: string) => refuse('BadRequest', `request body is not valid JSON: ${detail}`);
export const bodyNotObject = () => refuse('BadRequest', 'a JSON request body must be an object such as {"args":"..."}');
export const argsNotString = () => refuse('BadRequest', '`args` must be a string');
/** The body stream failed while being read (the client went away mid-upload, a broken stream). */
export const bodyUnreadable = (detail: string) => refuse('BadRequest', `request body could not be read: ${detail}`);
