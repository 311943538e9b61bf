import { redisOptionsFromUrl } from './redis-options';

describe('redisOptionsFromUrl', () => {
  it('reads host, port, credentials and database', () => {
    expect(redisOptionsFromUrl('redis://user:p%40ss@cache:6380/2')).toMatchObject({
      host: 'cache',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 2,
      tls: undefined,
      maxRetriesPerRequest: null,
    });
  });

  it('defaults the port and database and enables TLS for rediss', () => {
    expect(redisOptionsFromUrl('rediss://cache')).toMatchObject({ port: 6379, db: 0, tls: {} });
  });
});
