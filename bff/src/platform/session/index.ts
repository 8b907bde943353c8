export { Sessions, SESSION_COOKIE, type ActiveSession, type SessionOptions } from './session';
export { createSessionStore, SqlSessionStore, CacheSessionStore, type SessionStore, type SessionData } from './store';
