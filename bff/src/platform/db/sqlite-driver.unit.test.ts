import { sqliteDriverName } from './sqlite-driver';

describe('sqlite driver choice', () => {
  it('uses better-sqlite3 12 on Node 20 and the Node-API build from Node 22 on', () => {
    expect(sqliteDriverName('20.19.0')).toBe('better-sqlite3');
    expect(sqliteDriverName('22.12.0')).toBe('better-sqlite3-napi');
    expect(sqliteDriverName('24.21.0')).toBe('better-sqlite3-napi');
  });
});
