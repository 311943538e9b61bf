/**
 * The server sends this exact English detail when a token is invalid or expired, and the client logs out on it
 * (spec 8). It is a protocol value: never translate it on the wire. In its own module so that the frontend's entry
 * chunk, which needs only this, does not carry the message tables of messages.ts.
 */
export const CREDENTIALS_ERROR_DETAIL = 'Could not validate credentials or expired token';
