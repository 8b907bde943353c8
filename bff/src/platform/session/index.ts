export { Sessions, SESSION_COOKIE, SESSION_ENDED_CHANNEL, type ActiveSession, type SessionOptions } from './session';
export { createSessionStore, SqlSessionStore, CacheSessionStore, type SessionStore, type SessionData } from './store';
